import TextFilter, { type TextFilterProps } from '@cloudscape-design/components/text-filter';

/** A table's text filter as every list shows it: "Find {plural}", and how many rows match while filtering. */
export function ListTextFilter({
  filterProps,
  plural,
  filtering,
  filteredItemsCount,
}: {
  filterProps: TextFilterProps;
  plural: string;
  filtering: boolean;
  filteredItemsCount: number | undefined;
}) {
  return (
    <TextFilter
      {...filterProps}
      filteringPlaceholder={`Find ${plural}`}
      filteringAriaLabel={`Filter ${plural}`}
      filteringClearAriaLabel="Clear filter"
      countText={filtering ? `${filteredItemsCount ?? 0} ${filteredItemsCount === 1 ? 'match' : 'matches'}` : ''}
    />
  );
}

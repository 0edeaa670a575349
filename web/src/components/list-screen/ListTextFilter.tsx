import TextFilter, { type TextFilterProps } from '@cloudscape-design/components/text-filter';

/** A table's text filter as every list shows it: "Find {plural}", and how many rows match while filtering. */
export function ListTextFilter({
  filterProps,
  plural,
  filtering,
  filteredItemsCount,
  more = false,
}: {
  filterProps: TextFilterProps;
  plural: string;
  filtering: boolean;
  filteredItemsCount: number | undefined;
  /** More matches follow on the server ("100+ matches"). */
  more?: boolean;
}) {
  const count = filteredItemsCount ?? 0;
  return (
    <TextFilter
      {...filterProps}
      filteringPlaceholder={`Find ${plural}`}
      filteringAriaLabel={`Filter ${plural}`}
      filteringClearAriaLabel="Clear filter"
      countText={filtering ? `${count}${more ? '+' : ''} ${count === 1 && !more ? 'match' : 'matches'}` : ''}
    />
  );
}

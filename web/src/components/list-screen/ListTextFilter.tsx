import StatusIndicator from '@cloudscape-design/components/status-indicator';
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

/** Why the typed search was not sent (the server's own rule), under the filter: the rows are the last search's. */
export function SearchProblem({ text }: { text: string }) {
  return (
    <div role="status" className="sb-list-filters__problem">
      <StatusIndicator type="error">{`${text} The list shows the last search.`}</StatusIndicator>
    </div>
  );
}

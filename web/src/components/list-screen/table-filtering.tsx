import type { UseCollectionOptions } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import { EmptyState } from './EmptyState';
import type { TableDeclaration } from './table-types';

interface Options<T> {
  table: TableDeclaration<T>;
  addLabel: string;
  loadFailed: boolean;
  defaultText?: string;
  onAdd?: () => void;
  onRefresh: () => void;
  onClearFilter: () => void;
}

/** The text filter of a table: what it matches, and what the table says when nothing is there or nothing matches. */
export function tableFiltering<T>({
  table,
  addLabel,
  loadFailed,
  defaultText,
  onAdd,
  onRefresh,
  onClearFilter,
}: Options<T>): UseCollectionOptions<T>['filtering'] {
  const plural = table.plural ?? table.title.toLowerCase();
  const filterColumns = table.columns.filter((column) => column.filterText);
  const matches = (item: T, wanted: string) =>
    table.filterText
      ? table.filterText(item).toLowerCase().includes(wanted)
      : filterColumns.some((column) => column.filterText!(item).toLowerCase().includes(wanted));
  const noMatch = (
    <EmptyState
      title="No matches"
      subtitle={`No ${table.noun} matches the filter.`}
      action={<Button onClick={onClearFilter}>Clear filter</Button>}
    />
  );
  // The server searched: its rows are the matches, and none is "no matches", not an empty list.
  if (table.search) {
    const searching = table.search.text !== '';
    return {
      defaultFilteringText: table.search.text,
      empty: searching && !loadFailed ? noMatch : emptyState(),
      filteringFunction: () => true,
    };
  }
  return {
    defaultFilteringText: defaultText,
    empty: emptyState(),
    noMatch,
    filteringFunction:
      filterColumns.length === 0 && !table.filterText
        ? undefined
        : (item, text) => matches(item, text.trim().toLowerCase()),
  };

  function emptyState() {
    return loadFailed ? (
      <EmptyState
        title={`Could not load ${plural}`}
        subtitle="Check your connection and try again."
        action={<Button onClick={onRefresh}>Retry</Button>}
      />
    ) : (
      <EmptyState
        title={`No ${plural}`}
        subtitle={table.emptyText ?? `There are no ${plural} yet.`}
        action={onAdd && <Button onClick={onAdd}>{addLabel}</Button>}
      />
    );
  }
}

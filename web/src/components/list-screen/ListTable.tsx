import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, type RefObject } from 'react';
import './list-table.css';
import { ListPagination } from './ListPagination';
import { ListPreferences } from './ListPreferences';
import { RowActions } from './RowActions';
import { tableFiltering } from './table-filtering';
import type { ListColumn, TableDeclaration } from './table-types';
import { useListPreferences } from './use-list-preferences';
import { useInitialTableState, useKeepTableState } from './use-saved-table-state';

export interface ListTableProps<T> {
  table: TableDeclaration<T>;
  items: readonly T[];
  loading: boolean;
  refreshing: boolean;
  loadFailed: boolean;
  onRefresh: () => void;
  onAdd?: () => void;
  onEdit?: (item: T) => void;
  /** Opens a record's details (its row header becomes a link to them); none when absent. */
  onDetails?: (item: T) => void;
  onDelete?: (item: T) => void;
  /** The element around the table (focus moves inside it after a delete). */
  containerRef?: RefObject<HTMLDivElement>;
  /** Called after the shown rows change. */
  onRowsRendered?: () => void;
}

/** A table of records on its own: filter, sort, pages, preferences, and per-row actions (Edit / Details / Delete). */
export function ListTable<T>({
  table,
  items: allItems,
  loading,
  refreshing,
  loadFailed,
  containerRef,
  onRowsRendered,
  ...handlers
}: ListTableProps<T>) {
  const plural = table.title.toLowerCase();
  const section = table.variant === 'section';
  const onAdd = table.hideAdd ? undefined : handlers.onAdd;
  const addLabel = table.addLabel ?? `Add ${table.noun}`;
  const { onDetails } = handlers;

  const columns: ListColumn<T>[] = [
    ...table.columns.map((column) => (column.isRowHeader && onDetails ? detailsLink(column, onDetails) : column)),
    {
      id: 'actions',
      header: 'Actions',
      width: table.actionsWidth ?? 200,
      minWidth: table.actionsWidth ?? 200,
      cell: (item) =>
        table.rowActions?.(item) ?? (
          <RowActions
            item={item}
            label={table.itemLabel(item)}
            noun={table.noun}
            {...handlers}
            onDelete={table.isNew?.(item) ? undefined : handlers.onDelete}
            deleteDisabledReason={table.deleteDisabledReason?.(item)}
          />
        ),
    },
  ];
  const [preferences, setPreferences] = useListPreferences(table.id, columns);
  const initial = useInitialTableState(table.keepState ? table.id : undefined);
  const sortingColumn = columns.find((column) => column.sortingField && column.sortingField === initial.sortingField);

  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    allItems,
    {
      filtering: tableFiltering({
        table,
        addLabel,
        loadFailed,
        defaultText: initial.filteringText,
        onAdd,
        onRefresh: handlers.onRefresh,
        // The Cloudscape collection recipe: the handler runs on click, after useCollection has returned.
        onClearFilter: () => actions.setFiltering(''),
      }),
      pagination: { pageSize: preferences.pageSize, defaultPage: initial.page },
      sorting: { defaultState: sortingColumn && { sortingColumn, isDescending: initial.descending } },
    },
  );

  useKeepTableState(
    table.keepState ? table.id : undefined,
    {
      sortingField: collectionProps.sortingColumn?.sortingField,
      descending: collectionProps.sortingDescending,
      filteringText: filterProps.filteringText,
      page: paginationProps.currentPageIndex,
    },
    !loading && allItems.length > 0,
  );

  useEffect(() => onRowsRendered?.(), [items, onRowsRendered]);

  const filtering = Boolean(filterProps.filteringText);
  const counter = filtering ? `(${filteredItemsCount ?? 0}/${allItems.length})` : `(${allItems.length})`;

  return (
    <div ref={containerRef} className={table.className}>
      <Table
        {...collectionProps}
        variant={section ? 'container' : 'full-page'}
        stickyHeader={!section}
        wrapLines={table.wrapLines}
        stickyColumns={{ first: 0, last: 1 }}
        items={items}
        trackBy={table.itemId}
        loading={loading}
        loadingText={`Loading ${plural}`}
        columnDefinitions={columns as TableProps.ColumnDefinition<T>[]}
        columnDisplay={preferences.contentDisplay}
        ariaLabels={{
          tableLabel: table.title,
          selectionGroupLabel: `${table.title} selection`,
          allItemsSelectionLabel: () => `Select all ${plural}`,
          itemSelectionLabel: (_, item) => `Select ${table.noun} ${table.itemLabel(item)}`,
        }}
        header={
          <Header
            variant={section ? 'h2' : 'awsui-h1-sticky'}
            // No count while loading, nor "(0)" when the list could not be loaded.
            counter={loading || loadFailed ? undefined : counter}
            description={table.description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={`Refresh ${plural}`}
                  loading={refreshing}
                  onClick={handlers.onRefresh}
                />
                {table.headerActions}
                {onAdd && (
                  <Button variant="primary" onClick={onAdd} data-primary-action>
                    {addLabel}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {table.heading ?? table.title}
          </Header>
        }
        filter={
          <div className="sb-list-filters">
            <div className="sb-list-filters__text">
              <TextFilter
                {...filterProps}
                filteringPlaceholder={`Find ${plural}`}
                filteringAriaLabel={`Filter ${plural}`}
                filteringClearAriaLabel="Clear filter"
                countText={
                  filtering ? `${filteredItemsCount ?? 0} ${filteredItemsCount === 1 ? 'match' : 'matches'}` : ''
                }
              />
            </div>
            {table.filters}
          </div>
        }
        pagination={<ListPagination {...paginationProps} />}
        preferences={
          <ListPreferences noun={table.noun} columns={columns} preferences={preferences} onChange={setPreferences} />
        }
      />
    </div>
  );
}

/** The row header opens the record's details. */
function detailsLink<T>(column: ListColumn<T>, onDetails: (item: T) => void): ListColumn<T> {
  return {
    ...column,
    cell: (item) => (
      <Link
        onFollow={(event) => {
          event.preventDefault();
          onDetails(item);
        }}
      >
        {column.cell(item)}
      </Link>
    ),
  };
}

import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useEffect, type RefObject } from 'react';
import { EmptyState } from './EmptyState';
import './list-table.css';
import { ListPreferences } from './ListPreferences';
import type { FormValues, ListColumn, ListScreenConfig } from './types';
import { useListPreferences } from './use-list-preferences';
import { ListPagination } from './ListPagination';
import { RowActions } from './RowActions';

interface Props<T> {
  config: ListScreenConfig<T, FormValues>;
  items: readonly T[];
  loading: boolean;
  refreshing: boolean;
  loadFailed: boolean;
  onRefresh: () => void;
  onAdd?: () => void;
  onEdit?: (item: T) => void;
  onDetails: (item: T) => void;
  onDelete?: (item: T) => void;
  /** The element around the table (focus moves inside it after a delete). */
  containerRef?: RefObject<HTMLDivElement>;
  /** Called after the shown rows change. */
  onRowsRendered?: () => void;
}

/** The list: filter, sort, pages, preferences, and per-row Edit / Details / Delete. */
export function ListTable<T>({
  config,
  items: allItems,
  loading,
  refreshing,
  loadFailed,
  containerRef,
  onRowsRendered,
  ...handlers
}: Props<T>) {
  const plural = config.title.toLowerCase();
  const section = config.variant === 'section';
  const onAdd = config.hideAdd ? undefined : handlers.onAdd;
  const addLabel = config.addLabel ?? `Add ${config.noun}`;

  const columns: ListColumn<T>[] = [
    ...config.columns.map((column) => (column.isRowHeader ? detailsLink(column, handlers.onDetails) : column)),
    {
      id: 'actions',
      header: 'Actions',
      width: config.actionsWidth ?? 200,
      minWidth: config.actionsWidth ?? 200,
      cell: (item) =>
        config.rowActions?.(item) ?? (
          <RowActions
            item={item}
            label={config.itemLabel(item)}
            noun={config.noun}
            {...handlers}
            onDelete={config.isNew?.(item) ? undefined : handlers.onDelete}
            deleteDisabledReason={config.deleteDisabledReason?.(item)}
          />
        ),
    },
  ];
  const [preferences, setPreferences] = useListPreferences(config.id, columns);

  const filterColumns = config.columns.filter((column) => column.filterText);
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    allItems,
    {
      filtering: {
        empty: loadFailed ? (
          <EmptyState
            title={`Could not load ${plural}`}
            subtitle="Check your connection and try again."
            action={<Button onClick={handlers.onRefresh}>Retry</Button>}
          />
        ) : (
          <EmptyState
            title={`No ${plural}`}
            subtitle={config.emptyText ?? `There are no ${plural} yet.`}
            action={onAdd && <Button onClick={onAdd}>{addLabel}</Button>}
          />
        ),
        noMatch: (
          <EmptyState
            title="No matches"
            subtitle={`No ${config.noun} matches the filter.`}
            // The Cloudscape collection recipe: the handler runs on click, after useCollection has returned.
            // eslint-disable-next-line react-hooks/immutability
            action={<Button onClick={() => actions.setFiltering('')}>Clear filter</Button>}
          />
        ),
        filteringFunction:
          filterColumns.length === 0
            ? undefined
            : (item, text) => {
                const wanted = text.trim().toLowerCase();
                return filterColumns.some((column) => column.filterText!(item).toLowerCase().includes(wanted));
              },
      },
      pagination: { pageSize: preferences.pageSize },
      sorting: {},
    },
  );

  useEffect(() => onRowsRendered?.(), [items, onRowsRendered]);

  const filtering = Boolean(filterProps.filteringText);
  const counter = filtering ? `(${filteredItemsCount ?? 0}/${allItems.length})` : `(${allItems.length})`;

  return (
    <div ref={containerRef}>
      <Table
        {...collectionProps}
        variant={section ? 'container' : 'full-page'}
        stickyHeader={!section}
        wrapLines={config.wrapLines}
        stickyColumns={{ first: 0, last: 1 }}
        items={items}
        trackBy={config.itemId}
        loading={loading}
        loadingText={`Loading ${plural}`}
        columnDefinitions={columns as TableProps.ColumnDefinition<T>[]}
        columnDisplay={preferences.contentDisplay}
        ariaLabels={{
          tableLabel: config.title,
          selectionGroupLabel: `${config.title} selection`,
          allItemsSelectionLabel: () => `Select all ${plural}`,
          itemSelectionLabel: (_, item) => `Select ${config.noun} ${config.itemLabel(item)}`,
        }}
        header={
          <Header
            variant={section ? 'h2' : 'awsui-h1-sticky'}
            // No count while loading, nor "(0)" when the list could not be loaded.
            counter={loading || loadFailed ? undefined : counter}
            description={config.description}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  iconName="refresh"
                  ariaLabel={`Refresh ${plural}`}
                  loading={refreshing}
                  onClick={handlers.onRefresh}
                />
                {config.headerActions}
                {onAdd && (
                  <Button variant="primary" onClick={onAdd} data-primary-action>
                    {addLabel}
                  </Button>
                )}
              </SpaceBetween>
            }
          >
            {config.title}
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
            {config.filters}
          </div>
        }
        pagination={<ListPagination {...paginationProps} />}
        preferences={
          <ListPreferences noun={config.noun} columns={columns} preferences={preferences} onChange={setPreferences} />
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

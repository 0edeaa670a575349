import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { ListTextFilter, SearchProblem } from './ListTextFilter';
import { useEffect, useRef, type RefObject } from 'react';
import './list-table.css';
import { FullNumberPagination } from './FullNumberPagination';
import { countText, PartialListNote, type TablePaging } from './list-paging';
import { ListPagination } from './ListPagination';
import { ListPreferences } from './ListPreferences';
import { tableFiltering } from './table-filtering';
import { tableColumns } from './table-columns';
import type { TableDeclaration } from './table-types';
import { useFittingColumns } from './use-fitting-columns';
import { useListPreferences } from './use-list-preferences';
import { useUrlTableState } from './use-url-table-state';
import { useTableFollowsUrl } from './use-table-follows-url';

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
  /** The rows are part of a longer list: more to load from the server, or cut by it. */
  paging?: TablePaging;
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
  paging,
  ...handlers
}: ListTableProps<T>) {
  const plural = table.plural ?? table.title.toLowerCase();
  const section = table.variant === 'section';
  const onAdd = table.hideAdd ? undefined : handlers.onAdd;
  const addLabel = table.addLabel ?? `Add ${table.noun}`;

  const columns = tableColumns(table, handlers);
  const [saved, setPreferences] = useListPreferences(table.id, columns);
  const preferences = table.pageSize ? { ...saved, pageSize: table.pageSize } : saved;
  // Filter, sort and page live in the URL; a table that is one of several on its page prefixes its names.
  const [view, saveView] = useUrlTableState(section ? `${table.id}-` : '');
  const sortingColumn = columns.find((column) => column.id === view.sortingColumn);

  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    allItems,
    {
      filtering: tableFiltering({
        table,
        addLabel,
        loadFailed,
        defaultText: view.filteringText,
        onAdd,
        onRefresh: handlers.onRefresh,
        // The Cloudscape collection recipe: the handler runs on click, after useCollection has returned.
        onClearFilter: () => actions.setFiltering(''),
      }),
      // Past the loaded rows is the page being loaded (Pagination openEnd), not page 1.
      pagination: { pageSize: preferences.pageSize, defaultPage: view.page, allowPageOutOfRange: paging?.hasMore },
      sorting: { defaultState: sortingColumn && { sortingColumn, isDescending: view.descending } },
    },
  );

  // While the rows load the page reads as 1: the URL keeps the page asked for until they are there.
  useTableFollowsUrl({ view, saveView, columns, actions, collectionProps, filterProps, paginationProps }, !loading);

  useEffect(() => onRowsRendered?.(), [items, onRowsRendered]);
  const fitted = useRef<HTMLDivElement>(null);
  const contentDisplay = useFittingColumns(fitted, preferences, columns, items);

  const search = table.search;
  // A server search's rows are its matches: counted as a list is, "+" only while another page of matches follows.
  const filtering = Boolean(filterProps.filteringText) && !search;
  const hasMore = Boolean(paging?.hasMore);
  const counter = countText(allItems.length, filteredItemsCount, filtering, hasMore);

  /** Past the last loaded page: reads on until that page is full (or the list ends, then shows its last page). */
  const loadPage = async (index: number) => {
    const { pageSize } = preferences;
    const loaded = await paging!.loadRows(index * pageSize).catch(() => allItems.length);
    if (loaded <= (index - 1) * pageSize) actions.setCurrentPage(Math.max(1, Math.ceil(loaded / pageSize)));
  };

  return (
    <div ref={containerRef} className={table.className}>
      <div ref={fitted} className="sb-list-table">
        <Table
          {...collectionProps}
          variant={section ? 'container' : 'full-page'}
          stickyHeader={!section}
          // Wrapped by default: a long value takes another line rather than pushing a column under the sticky Actions.
          wrapLines={table.wrapLines ?? true}
          stickyColumns={{ first: 0, last: 1 }}
          items={items}
          trackBy={table.itemId}
          loading={loading || (paging?.loadingMore && items.length === 0)}
          loadingText={`Loading ${plural}`}
          columnDefinitions={columns as TableProps.ColumnDefinition<T>[]}
          columnDisplay={contentDisplay}
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
            <>
              <div className="sb-list-filters">
                <div className="sb-list-filters__text">
                  <ListTextFilter
                    filterProps={filterProps}
                    plural={plural}
                    filtering={filtering || Boolean(search?.text)}
                    filteredItemsCount={search ? allItems.length : filteredItemsCount}
                    more={Boolean(search) && hasMore}
                  />
                  {search?.problem && <SearchProblem text={search.problem} />}
                </div>
                {table.filters}
              </div>
              <PartialListNote plural={plural} loaded={allItems.length} paging={paging} searched={Boolean(search)} />
            </>
          }
          pagination={
            table.fullNumberPagination ? (
              <FullNumberPagination
                currentPageIndex={paginationProps.currentPageIndex}
                pagesCount={paginationProps.pagesCount}
                disabled={paging?.loadingMore}
                onChange={actions.setCurrentPage}
              />
            ) : (
              <ListPagination
                {...paginationProps}
                openEnd={hasMore}
                disabled={paging?.loadingMore}
                onNextPageClick={({ detail }) => {
                  if (!detail.requestedPageAvailable && hasMore) void loadPage(detail.requestedPageIndex);
                }}
              />
            )
          }
          preferences={
            <ListPreferences
              noun={table.noun}
              columns={columns}
              preferences={{ ...preferences, contentDisplay }}
              fixedPageSize={Boolean(table.pageSize)}
              onChange={setPreferences}
            />
          }
        />
      </div>
    </div>
  );
}

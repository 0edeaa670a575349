import { useCollection } from '@cloudscape-design/collection-hooks';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import type { Connection } from '@switchboard/shared';
import { useEffect, useMemo, type RefObject } from 'react';
import { EmptyState } from '../../../components/list-screen/EmptyState';
import { ListPreferences } from '../../../components/list-screen/ListPreferences';
import { useListPreferences } from '../../../components/list-screen/use-list-preferences';
import { connectionColumns } from './connection-columns';
import { connectionFilterText } from './connection-format';
import type { RowHandlers } from './ConnectionRowActions';
import './connections.css';
import { useInitialTableState, useKeepTableState } from './use-saved-table-state';
import { ListPagination } from '../../../components/list-screen/ListPagination';

interface Props extends RowHandlers {
  connections: readonly Connection[];
  loading: boolean;
  refreshing: boolean;
  loadFailed: boolean;
  onRefresh: () => void;
  onNew: () => void;
  /** The element around the table (focus moves inside it after a removal), and what runs when its rows change. */
  containerRef?: RefObject<HTMLDivElement>;
  onRowsRendered?: () => void;
}

/** The connections grid: 10 a page, sortable, filterable; sort, filter, page and preferences kept in localStorage. */
export function ConnectionsTable({
  connections,
  loading,
  refreshing,
  loadFailed,
  onRefresh,
  onNew,
  containerRef,
  onRowsRendered,
  ...handlers
}: Props) {
  const { onEdit, onRemove, onSetDefault, onTestQuestions, settingDefault, dataSetCounts } = handlers;
  const columns = useMemo(
    () => connectionColumns({ onEdit, onRemove, onSetDefault, onTestQuestions, settingDefault, dataSetCounts }),
    [onEdit, onRemove, onSetDefault, onTestQuestions, settingDefault, dataSetCounts],
  );
  const preferenceColumns = useMemo(() => columns.map((c) => ({ id: c.id!, header: String(c.header) })), [columns]);
  const [preferences, setPreferences] = useListPreferences('connections', preferenceColumns);
  const initial = useInitialTableState('connections');
  const sortingColumn = columns.find((column) => column.sortingField && column.sortingField === initial.sortingField);

  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(
    connections,
    {
      filtering: {
        defaultFilteringText: initial.filteringText,
        filteringFunction: (item, text) => connectionFilterText(item).includes(text.trim().toLowerCase()),
        empty: loadFailed ? (
          <EmptyState
            title="Could not load connections"
            subtitle="Check your connection and try again."
            action={<Button onClick={onRefresh}>Retry</Button>}
          />
        ) : (
          <EmptyState
            title="No connections"
            subtitle="Connect a system to let the assistant use it."
            action={<Button onClick={onNew}>New connection</Button>}
          />
        ),
        noMatch: (
          <EmptyState
            title="No matches"
            subtitle="No connection matches the filter."
            // The Cloudscape collection recipe: the handler runs on click, after useCollection has returned.
            // eslint-disable-next-line react-hooks/immutability
            action={<Button onClick={() => actions.setFiltering('')}>Clear filter</Button>}
          />
        ),
      },
      sorting: { defaultState: sortingColumn && { sortingColumn, isDescending: initial.descending } },
      pagination: { pageSize: preferences.pageSize, defaultPage: initial.page },
    },
  );

  useKeepTableState(
    'connections',
    {
      sortingField: collectionProps.sortingColumn?.sortingField,
      descending: collectionProps.sortingDescending,
      filteringText: filterProps.filteringText,
      page: paginationProps.currentPageIndex,
    },
    !loading && connections.length > 0,
  );

  useEffect(() => onRowsRendered?.(), [items, onRowsRendered]);

  const filtering = Boolean(filterProps.filteringText);
  const counter = filtering ? `(${filteredItemsCount ?? 0}/${connections.length})` : `(${connections.length})`;
  return (
    <div className="sb-connections-table" ref={containerRef}>
      <Table
        {...collectionProps}
        variant="full-page"
        stickyHeader
        stickyColumns={{ first: 0, last: 1 }}
        items={items}
        trackBy="IntegrationConfigurationID"
        loading={loading}
        loadingText="Loading connections"
        columnDefinitions={columns}
        columnDisplay={preferences.contentDisplay}
        ariaLabels={{ tableLabel: 'Connections' }}
        header={
          <Header
            variant="awsui-h1-sticky"
            counter={loading || loadFailed ? undefined : counter}
            description="The external systems your organization's assistant is connected to."
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel="Refresh connections" loading={refreshing} onClick={onRefresh} />
                <Button variant="primary" onClick={onNew} data-primary-action>
                  New connection
                </Button>
              </SpaceBetween>
            }
          >
            Setup systems
          </Header>
        }
        filter={
          <TextFilter
            {...filterProps}
            filteringPlaceholder="Find connections"
            filteringAriaLabel="Filter connections"
            filteringClearAriaLabel="Clear filter"
            countText={filtering ? `${filteredItemsCount ?? 0} ${filteredItemsCount === 1 ? 'match' : 'matches'}` : ''}
          />
        }
        pagination={<ListPagination {...paginationProps} />}
        preferences={
          <ListPreferences
            noun="connection"
            columns={preferenceColumns}
            preferences={preferences}
            onChange={setPreferences}
          />
        }
      />
    </div>
  );
}

import type { Connection } from '@switchboard/shared';
import { YesNoBadge } from '../../../components/format/YesNoBadge';
import type { TableDeclaration } from '../../../components/list-screen/table-types';
import { ConnectionRowActions, type RowHandlers } from './ConnectionRowActions';
import { connectionFilterText, connectionLabel, modifiedDate } from './connection-format';
import { CredentialStatus } from './credential-status';
import './connections.css';

/**
 * The connections grid (spec part 1 screen 9) as a table declaration: the spec's columns (category, system name,
 * instance name, Is Shared, credentials (issue 29 item 17), modified date, actions), 10 a page, sortable, filterable; sort, filter and
 * page in the URL, preferences kept in localStorage.
 */
export function connectionsTable(handlers: RowHandlers): TableDeclaration<Connection> {
  return {
    id: 'connections',
    title: 'Connections',
    heading: 'Setup systems',
    description: "The external systems your organization's assistant is connected to.",
    noun: 'connection',
    addLabel: 'New connection',
    emptyText: 'Connect a system to let the assistant use it.',
    itemId: (connection) => connection.IntegrationConfigurationID,
    itemLabel: connectionLabel,
    className: 'sb-connections-table',
    // The filter matches the text of every column at once (e.g. "Salesforce prod": system and instance).
    filterText: connectionFilterText,
    columns: [
      { id: 'category', header: 'Category', cell: (c) => c.Category || '-', sortingField: 'Category' },
      { id: 'system', header: 'System name', cell: (c) => c.SystemName, sortingField: 'SystemName', isRowHeader: true },
      {
        id: 'instance',
        header: 'Instance name',
        cell: (c) => c.ServiceInstanceName || '-',
        sortingField: 'ServiceInstanceName',
      },
      { id: 'shared', header: 'Is Shared', cell: (c) => <YesNoBadge value={c.IsShared} />, sortingField: 'IsShared' },
      {
        id: 'credentials',
        header: 'Credentials',
        cell: (c) => <CredentialStatus connection={c} />,
        sortingField: 'CredentialsStatus',
      },
      { id: 'modified', header: 'Modified', cell: modifiedDate, sortingField: 'DateLastUpdated' },
    ],
    // Edit, Remove, Set default (or the Default badge), Check now and Test on one line, the column as wide as they are.
    rowActions: (connection) => <ConnectionRowActions connection={connection} {...handlers} />,
  };
}

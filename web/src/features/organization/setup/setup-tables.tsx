import Button from '@cloudscape-design/components/button';
import type { Connection } from '@switchboard/shared';
import type { ReactNode } from 'react';
import type { ListColumn, TableDeclaration } from '../../../components/list-screen/table-types';
import { connectionFilterText, connectionLabel } from '../../connections/systems/connection-format';

/** A configuration as GetData lists it: a pending entry (with its EntryID) or, in update mode, a connection. */
export type SetupConfiguration = Connection & { EntryID?: string };

const columns: ListColumn<SetupConfiguration>[] = [
  { id: 'system', header: 'System', cell: (c) => c.SystemName, sortingField: 'SystemName', isRowHeader: true },
  { id: 'category', header: 'Category', cell: (c) => c.Category || '-', sortingField: 'Category' },
  { id: 'instance', header: 'Instance name', cell: (c) => c.ServiceInstanceName || '-' },
  { id: 'authorization', header: 'Authorization', cell: (c) => c.AuthorizationType || 'None' },
  { id: 'url', header: 'URL', cell: (c) => c.URL || '-', hiddenByDefault: true },
];

const common = {
  noun: 'system',
  itemLabel: connectionLabel,
  filterText: connectionFilterText,
  columns,
  variant: 'section' as const,
};

/** The setup's pending list (spec part 2 "Organization setup: system list"): one system per category. */
export const pendingTable = (
  remove: (item: SetupConfiguration) => ReactNode,
): TableDeclaration<SetupConfiguration> => ({
  ...common,
  id: 'organization-setup-pending',
  title: 'Systems to connect',
  heading: '2. Systems to connect',
  description: 'One system per category. Nothing is connected until you submit the setup.',
  addLabel: 'Add system',
  emptyText: 'No system in the list yet. Add the ones your organization uses, or submit without any.',
  itemId: (c) => c.EntryID ?? c.IntegrationConfigurationID,
  rowActions: remove,
  actionsWidth: 120,
});

/** Update mode: the organization's connections, each a link to where it is edited. */
export const connectedTable = (open: (item: SetupConfiguration) => void): TableDeclaration<SetupConfiguration> => ({
  ...common,
  id: 'organization-setup-connected',
  title: 'Connected systems',
  description: 'Connections are changed in Setup systems.',
  hideAdd: true,
  emptyText: 'No system is connected yet.',
  itemId: (c) => c.IntegrationConfigurationID,
  rowActions: (item) => (
    <Button variant="inline-link" ariaLabel={`Edit system ${connectionLabel(item)}`} onClick={() => open(item)}>
      Edit
    </Button>
  ),
  actionsWidth: 120,
});

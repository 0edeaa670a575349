import type { TableProps } from '@cloudscape-design/components/table';
import type { Connection } from '@switchboard/shared';
import { YesNoBadge } from '../../../components/format/YesNoBadge';
import { ConnectionRowActions, type RowHandlers } from './ConnectionRowActions';
import { modifiedDate } from './connection-format';

/** The spec's columns: category, system name, instance name, Is Shared, modified date, actions. */
export function connectionColumns(handlers: RowHandlers): TableProps.ColumnDefinition<Connection>[] {
  return [
    { id: 'category', header: 'Category', cell: (c) => c.Category || '-', sortingField: 'Category' },
    {
      id: 'system',
      header: 'System name',
      cell: (c) => c.SystemName,
      sortingField: 'SystemName',
      isRowHeader: true,
    },
    {
      id: 'instance',
      header: 'Instance name',
      cell: (c) => c.ServiceInstanceName || '-',
      sortingField: 'ServiceInstanceName',
    },
    { id: 'shared', header: 'Is Shared', cell: (c) => <YesNoBadge value={c.IsShared} />, sortingField: 'IsShared' },
    { id: 'modified', header: 'Modified', cell: modifiedDate, sortingField: 'DateLastUpdated' },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => <ConnectionRowActions connection={c} {...handlers} />,
      // Room for Edit, Remove, Set default (or the Default badge) and Test on one line.
      width: 310,
      minWidth: 310,
    },
  ];
}

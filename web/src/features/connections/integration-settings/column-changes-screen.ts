import type { AnswerOf, Routes } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { connectionRecordData } from './connection-record-data';

type ColumnChange = AnswerOf<Routes['GetColumnNameChange']>[number];
type Values = { DefaultColumnName: string; CustomColumnName: string };

interface Options {
  connectionId: string;
  systemName: string;
  /** The columns the connection's system offers (GetIntegrationColumns). */
  columns: readonly string[];
  columnsLoading: boolean;
}

/** Column name change (spec part 1, screen 6): a default column of the system → a custom name. */
export function columnChangesScreen({
  connectionId,
  systemName,
  columns,
  columnsLoading,
}: Options): ListScreenConfig<ColumnChange, Values> {
  const body = (values: Values) => ({
    IntegrationConfigurationID: connectionId,
    DefaultColumnName: values.DefaultColumnName || undefined,
    CustomColumnName: values.CustomColumnName,
  });
  return listScreen({
    fields: {
      DefaultColumnName: {
        label: 'Default column',
        column: { id: 'default', isRowHeader: true },
        control: {
          kind: 'select',
          options: columns.map((value) => ({ value })),
          optionsLoading: columnsLoading,
          description: `A column of ${systemName}.`,
          constraintText: columns.length || columnsLoading ? undefined : `${systemName} offers no columns to rename.`,
        },
      },
      CustomColumnName: {
        label: 'Custom name',
        column: { id: 'custom' },
        control: { kind: 'text', placeholder: 'e.g. Opportunity' },
      },
    },
    data: connectionRecordData(connectionId, 'ColumnNameChange', (change) => change.IntegrationColumnChangeID),
    table: {
      id: 'integration-column-changes',
      title: 'Column name changes',
      noun: 'column name change',
      variant: 'section',
      description: `Names this connection gives columns of ${systemName}.`,
      itemId: (change) => change.IntegrationColumnChangeID,
      itemLabel: (change) => change.DefaultColumnName,
      columns: ['DefaultColumnName', 'CustomColumnName'],
    },
    form: {
      fields: ['DefaultColumnName', 'CustomColumnName'],
      empty: () => ({ DefaultColumnName: '', CustomColumnName: '' }),
      fromItem: (change) => ({
        DefaultColumnName: change.DefaultColumnName,
        CustomColumnName: change.CustomColumnName,
      }),
      toCreateBody: body,
      toUpdateBody: (values, change) => ({
        ...body(values),
        IntegrationColumnChangeID: change.IntegrationColumnChangeID,
      }),
    },
    details: ['DefaultColumnName', 'CustomColumnName'],
    messages: recordMessages('column name change', { columnSubmit: true }),
  });
}

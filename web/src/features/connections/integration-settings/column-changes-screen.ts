import { columnChangeInput, columnChangeUpdate, type AnswerOf, type Routes } from '@switchboard/shared';
import { recordMessages, specDelays } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';

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
  return {
    id: 'integration-column-changes',
    title: 'Column name changes',
    noun: 'column name change',
    variant: 'section',
    description: `Names this connection gives columns of ${systemName}.`,
    routes: {
      list: 'GetColumnNameChange',
      create: 'SubmitColumnNameChange',
      update: 'UpdateColumnNameChange',
      remove: 'DeleteColumnNameChange',
    },
    listQuery: { IntegrationConfigurationID: connectionId },
    itemId: (change) => change.IntegrationColumnChangeID,
    itemLabel: (change) => change.DefaultColumnName,
    columns: [
      {
        id: 'default',
        header: 'Default column',
        cell: (change) => change.DefaultColumnName,
        sortingField: 'DefaultColumnName',
        isRowHeader: true,
        filterText: (change) => change.DefaultColumnName,
      },
      {
        id: 'custom',
        header: 'Custom name',
        cell: (change) => change.CustomColumnName,
        sortingField: 'CustomColumnName',
        filterText: (change) => change.CustomColumnName,
      },
    ],
    form: {
      fields: [
        {
          key: 'DefaultColumnName',
          label: 'Default column',
          kind: 'select',
          options: columns.map((value) => ({ value })),
          optionsLoading: columnsLoading,
          description: `A column of ${systemName}.`,
          constraintText: columns.length || columnsLoading ? undefined : `${systemName} offers no columns to rename.`,
        },
        { key: 'CustomColumnName', label: 'Custom name', kind: 'text', placeholder: 'e.g. Opportunity' },
      ],
      empty: () => ({ DefaultColumnName: '', CustomColumnName: '' }),
      fromItem: (change) => ({
        DefaultColumnName: change.DefaultColumnName,
        CustomColumnName: change.CustomColumnName,
      }),
      createSchema: columnChangeInput,
      updateSchema: columnChangeUpdate,
      toCreateBody: body,
      toUpdateBody: (values, change) => ({
        ...body(values),
        IntegrationColumnChangeID: change.IntegrationColumnChangeID,
      }),
    },
    details: (change) => [
      { label: 'Default column', value: change.DefaultColumnName },
      { label: 'Custom name', value: change.CustomColumnName },
    ],
    toDeleteQuery: (change) => ({ id: change.IntegrationColumnChangeID }),
    messages: recordMessages('column name change'),
    ...specDelays({ columnSubmit: true }),
  };
}

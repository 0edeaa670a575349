import { customColumnInput, customColumnUpdate, type AnswerOf, type Routes } from '@switchboard/shared';
import { recordMessages, specDelays } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { fieldTypeOptions } from '../../catalogue/fields/field-types';

type CustomColumn = AnswerOf<Routes['GetCustomColumn']>[number];
type Values = { CustomColumnName: string; CustomColumnType: string };

/** Custom columns (spec part 1, screen 7): a name and a type, per connection. */
export function customColumnsScreen(connectionId: string): ListScreenConfig<CustomColumn, Values> {
  const body = (values: Values) => ({
    IntegrationConfigurationID: connectionId,
    CustomColumnName: values.CustomColumnName,
    CustomColumnType: values.CustomColumnType || undefined,
  });
  return {
    id: 'integration-custom-columns',
    title: 'Custom columns',
    noun: 'custom column',
    variant: 'section',
    description: 'Columns of your own this connection adds to what its system answers.',
    routes: {
      list: 'GetCustomColumn',
      create: 'SubmitCustomColumn',
      update: 'UpdateCustomColumn',
      remove: 'DeleteCustomColumn',
    },
    listQuery: { IntegrationConfigurationID: connectionId },
    itemId: (column) => column.IntegrationCustomColumnID,
    itemLabel: (column) => column.CustomColumnName,
    columns: [
      {
        id: 'name',
        header: 'Name',
        cell: (column) => column.CustomColumnName,
        sortingField: 'CustomColumnName',
        isRowHeader: true,
        filterText: (column) => column.CustomColumnName,
      },
      {
        id: 'type',
        header: 'Type',
        cell: (column) => column.CustomColumnType,
        sortingField: 'CustomColumnType',
        filterText: (column) => column.CustomColumnType,
      },
    ],
    form: {
      fields: [
        {
          key: 'CustomColumnName',
          label: 'Name',
          kind: 'text',
          placeholder: 'e.g. Region',
          constraintText: 'Starts with a letter; letters, digits and _ only.',
        },
        { key: 'CustomColumnType', label: 'Type', kind: 'select', options: fieldTypeOptions },
      ],
      empty: () => ({ CustomColumnName: '', CustomColumnType: 'String' }),
      fromItem: (column) => ({ CustomColumnName: column.CustomColumnName, CustomColumnType: column.CustomColumnType }),
      createSchema: customColumnInput,
      updateSchema: customColumnUpdate,
      toCreateBody: body,
      toUpdateBody: (values, column) => ({
        ...body(values),
        IntegrationCustomColumnID: column.IntegrationCustomColumnID,
      }),
    },
    details: (column) => [
      { label: 'Name', value: column.CustomColumnName },
      { label: 'Type', value: column.CustomColumnType },
    ],
    toDeleteQuery: (column) => ({ id: column.IntegrationCustomColumnID }),
    messages: recordMessages('custom column'),
    ...specDelays({ columnSubmit: true }),
  };
}

import type { AnswerOf, Routes } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { fieldTypeOptions } from '../../catalogue/fields/field-types';
import { connectionRecordData } from './connection-record-data';

type CustomColumn = AnswerOf<Routes['GetCustomColumn']>[number];
type Values = { CustomColumnName: string; CustomColumnType: string };

/** Custom columns (spec part 1, screen 7): a name and a type, per connection. */
export function customColumnsScreen(connectionId: string): ListScreenConfig<CustomColumn, Values> {
  const body = (values: Values) => ({
    IntegrationConfigurationID: connectionId,
    CustomColumnName: values.CustomColumnName,
    CustomColumnType: values.CustomColumnType || undefined,
  });
  return listScreen({
    fields: {
      CustomColumnName: {
        label: 'Name',
        column: { id: 'name', isRowHeader: true },
        control: {
          kind: 'text',
          placeholder: 'e.g. Region',
          constraintText: 'Starts with a letter; letters, digits and _ only.',
        },
      },
      CustomColumnType: {
        label: 'Type',
        column: { id: 'type' },
        control: { kind: 'select', options: fieldTypeOptions },
      },
    },
    data: connectionRecordData(connectionId, 'CustomColumn', (column) => column.IntegrationCustomColumnID),
    table: {
      id: 'integration-custom-columns',
      title: 'Custom columns',
      noun: 'custom column',
      variant: 'section',
      description: 'Columns of your own this connection adds to what its system answers.',
      itemId: (column) => column.IntegrationCustomColumnID,
      itemLabel: (column) => column.CustomColumnName,
      columns: ['CustomColumnName', 'CustomColumnType'],
    },
    form: {
      fields: ['CustomColumnName', 'CustomColumnType'],
      empty: () => ({ CustomColumnName: '', CustomColumnType: 'String' }),
      fromItem: (column) => ({ CustomColumnName: column.CustomColumnName, CustomColumnType: column.CustomColumnType }),
      toCreateBody: body,
      toUpdateBody: (values, column) => ({
        ...body(values),
        IntegrationCustomColumnID: column.IntegrationCustomColumnID,
      }),
    },
    details: ['CustomColumnName', 'CustomColumnType'],
    messages: recordMessages('custom column', { columnSubmit: true }),
  });
}

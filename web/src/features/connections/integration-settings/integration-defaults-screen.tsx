import Box from '@cloudscape-design/components/box';
import type { DefaultSettingField } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { integrationDefaultForm, valueControl, type IntegrationDefaultValues } from './integration-default-form';
import {
  integrationDefaultRows,
  type IntegrationDefault,
  type IntegrationDefaultRow,
} from './integration-default-rows';

const valueCell = (row: IntegrationDefaultRow) =>
  row.Value === undefined ? <Box color="text-status-inactive">Not set</Box> : row.Value || '(empty)';

/** External system integration defaults (spec part 1, screen 5): the name/value pairs of one connection. */
export function integrationDefaultsScreen(
  connectionId: string,
  systemName: string,
  fields: readonly DefaultSettingField[],
): ListScreenConfig<IntegrationDefaultRow, IntegrationDefaultValues> {
  return listScreen({
    fields: {
      FieldLabel: {
        label: 'Setting',
        column: {
          id: 'setting',
          isRowHeader: true,
          filterText: (row) => `${row.FieldLabel} ${row.FieldName}`,
          width: 220,
        },
      },
      FieldName: { label: 'Name', column: { id: 'name', filterText: undefined, width: 200 } },
      FieldType: {
        label: 'Type',
        column: { id: 'type', cell: (row) => row.FieldType || '-', filterText: undefined, width: 120 },
      },
      Value: {
        label: 'Value',
        show: valueCell,
        column: { id: 'value', sortingField: 'Value', filterText: (row) => row.Value ?? '', width: 160 },
        control: valueControl,
      },
      FieldShortDescription: {
        label: 'Description',
        column: {
          id: 'description',
          cell: (row) => row.FieldShortDescription || '-',
          sortingField: undefined,
          filterText: undefined,
          minWidth: 240,
        },
      },
    },
    data: {
      list: 'GetIntegrationDefaultSettingField',
      create: 'SubmitIntegrationDefaultSettingField',
      update: 'UpdateIntegrationDefaultSettingField',
      remove: 'DeleteIntegrationDefaultSettingField',
      listQuery: { IntegrationConfigurationID: connectionId },
      selectRows: (answer) => integrationDefaultRows(fields, answer as IntegrationDefault[]),
      toDeleteQuery: (row) => ({ id: row.IntegrationDefaultSettingFieldID ?? '' }),
    },
    table: {
      id: 'integration-defaults',
      title: 'Default settings',
      noun: 'default setting',
      variant: 'section',
      description: `The values this connection gives the default settings of ${systemName}.`,
      hideAdd: true,
      wrapLines: true,
      isNew: (row) => !row.IntegrationDefaultSettingFieldID,
      emptyText: `${systemName} has no default setting fields.`,
      itemId: (row) => row.SystemListDefaultSettingID,
      itemLabel: (row) => row.FieldLabel,
      columns: ['FieldLabel', 'FieldName', 'FieldType', 'Value', 'FieldShortDescription'],
    },
    form: integrationDefaultForm(connectionId),
    details: ['FieldLabel', 'FieldName', 'FieldType', 'Value', 'FieldShortDescription'],
    messages: recordMessages('default setting'),
  });
}

import Box from '@cloudscape-design/components/box';
import type { DefaultSettingField } from '@switchboard/shared';
import { recordMessages, specDelays } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { integrationDefaultForm, type IntegrationDefaultValues } from './integration-default-form';
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
  return {
    id: 'integration-defaults',
    title: 'Default settings',
    noun: 'default setting',
    variant: 'section',
    description: `The values this connection gives the default settings of ${systemName}.`,
    routes: {
      list: 'GetIntegrationDefaultSettingField',
      create: 'SubmitIntegrationDefaultSettingField',
      update: 'UpdateIntegrationDefaultSettingField',
      remove: 'DeleteIntegrationDefaultSettingField',
    },
    listQuery: { IntegrationConfigurationID: connectionId },
    selectRows: (answer) => integrationDefaultRows(fields, answer as IntegrationDefault[]),
    hideAdd: true,
    wrapLines: true,
    isNew: (row) => !row.IntegrationDefaultSettingFieldID,
    emptyText: `${systemName} has no default setting fields.`,
    itemId: (row) => row.SystemListDefaultSettingID,
    itemLabel: (row) => row.FieldLabel,
    columns: [
      {
        id: 'setting',
        header: 'Setting',
        cell: (row) => row.FieldLabel,
        sortingField: 'FieldLabel',
        isRowHeader: true,
        filterText: (row) => `${row.FieldLabel} ${row.FieldName}`,
        width: 220,
      },
      { id: 'name', header: 'Name', cell: (row) => row.FieldName, sortingField: 'FieldName', width: 200 },
      { id: 'type', header: 'Type', cell: (row) => row.FieldType || '-', sortingField: 'FieldType', width: 120 },
      {
        id: 'value',
        header: 'Value',
        cell: valueCell,
        sortingField: 'Value',
        filterText: (row) => row.Value ?? '',
        width: 160,
      },
      {
        id: 'description',
        header: 'Description',
        cell: (row) => row.FieldShortDescription || '-',
        minWidth: 240,
      },
    ],
    form: integrationDefaultForm(connectionId),
    details: (row) => [
      { label: 'Setting', value: row.FieldLabel },
      { label: 'Name', value: row.FieldName },
      { label: 'Type', value: row.FieldType },
      { label: 'Value', value: valueCell(row) },
      { label: 'Description', value: row.FieldShortDescription },
    ],
    toDeleteQuery: (row) => ({ id: row.IntegrationDefaultSettingFieldID ?? '' }),
    messages: recordMessages('default setting'),
    ...specDelays(),
  };
}

import { integrationDefaultInput, settingHint, valueProblem } from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import type { FieldControlSpec } from '../../../components/list-screen/form-types';
import type { IntegrationDefaultRow } from './integration-default-rows';

export type IntegrationDefaultValues = {
  Value: string;
  FieldName: string;
  FieldLabel: string;
  FieldType: string;
  FieldShortDescription: string;
};

/** The value's control: described by its setting, a yes/no choice for a Boolean. */
export const valueControl: FieldControlSpec<IntegrationDefaultValues> = {
  kind: 'text',
  dynamic: (values) => ({
    description: [
      values.FieldType ? `${values.FieldLabel} (${values.FieldType}).` : values.FieldLabel,
      values.FieldShortDescription,
    ]
      .filter(Boolean)
      .join(' '),
    constraintText: settingHint(values.FieldName, values.FieldType),
    ...(values.FieldType === 'Boolean'
      ? { kind: 'select' as const, options: [{ value: 'true' }, { value: 'false' }] }
      : {}),
  }),
};

/** The value of one default setting, checked against its field's type and own range as the server checks it. */
export function integrationDefaultForm(
  connectionId: string,
): ListScreenDeclaration<IntegrationDefaultRow, IntegrationDefaultValues, string>['form'] {
  const body = (values: IntegrationDefaultValues, row: IntegrationDefaultRow) => ({
    IntegrationConfigurationID: connectionId,
    SystemListDefaultSettingID: row.SystemListDefaultSettingID,
    Name: row.FieldName,
    Value: values.Value.trim(),
    ...(row.IntegrationDefaultSettingFieldID
      ? { IntegrationDefaultSettingFieldID: row.IntegrationDefaultSettingFieldID }
      : {}),
  });
  return {
    fields: ['Value'],
    empty: () => ({ Value: '', FieldName: '', FieldLabel: '', FieldType: '', FieldShortDescription: '' }),
    fromItem: (row) => ({
      Value: row.Value ?? '',
      FieldName: row.FieldName,
      FieldLabel: row.FieldLabel,
      FieldType: row.FieldType,
      FieldShortDescription: row.FieldShortDescription,
    }),
    // One schema for both: the first save of a setting creates its value, later ones update it (with its id).
    createSchema: integrationDefaultInput,
    updateSchema: integrationDefaultInput,
    toCreateBody: (values) => ({ IntegrationConfigurationID: connectionId, Value: values.Value }),
    toUpdateBody: body,
    extraErrors: (values) => ({
      Value: valueProblem(values.FieldType, values.FieldLabel, values.Value.trim(), values.FieldName),
    }),
  };
}

import type { AnswerOf, DefaultSettingField, Routes } from '@switchboard/shared';

export type IntegrationDefault = AnswerOf<Routes['GetIntegrationDefaultSettingField']>[number];

/** One default setting of the connection's system, with the value the connection stores (if any). */
export interface IntegrationDefaultRow {
  SystemListDefaultSettingID: string;
  FieldName: string;
  FieldLabel: string;
  /** '' for a stored value whose field is no longer in the catalogue. */
  FieldType: string;
  FieldShortDescription: string;
  IntegrationDefaultSettingFieldID?: string;
  Value?: string;
}

/** Every default setting field of the system, each with its stored value; stored values of removed fields last. */
export function integrationDefaultRows(
  fields: readonly DefaultSettingField[],
  stored: readonly IntegrationDefault[],
): IntegrationDefaultRow[] {
  const byField = new Map(stored.map((value) => [value.SystemListDefaultSettingID, value]));
  const rows: IntegrationDefaultRow[] = fields.map((field) => {
    const value = byField.get(field.SystemListDefaultSettingFieldID);
    return {
      SystemListDefaultSettingID: field.SystemListDefaultSettingFieldID,
      FieldName: field.FieldName,
      FieldLabel: field.FieldLabel,
      FieldType: field.FieldType,
      FieldShortDescription: field.FieldShortDescription,
      IntegrationDefaultSettingFieldID: value?.IntegrationDefaultSettingFieldID,
      Value: value?.Value,
    };
  });
  const known = new Set(fields.map((field) => field.SystemListDefaultSettingFieldID));
  for (const value of stored.filter((v) => !known.has(v.SystemListDefaultSettingID))) {
    rows.push({
      SystemListDefaultSettingID: value.SystemListDefaultSettingID,
      FieldName: value.Name,
      FieldLabel: value.Name,
      FieldType: '',
      FieldShortDescription: 'This field is no longer in the catalogue.',
      IntegrationDefaultSettingFieldID: value.IntegrationDefaultSettingFieldID,
      Value: value.Value,
    });
  }
  return rows;
}

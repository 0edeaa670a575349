import type { ConnectionField } from '@switchboard/shared';

/**
 * Connection fields of the catalogue that the form already asks for under their own name (the instance name, the
 * custom domain, the credentials of the chosen authorization type): they are not asked twice.
 */
const coveredByTheForm = new Set([
  'instancename',
  'usecustomdomain',
  'customdomainname',
  'authorizationtype',
  'username',
  'password',
  'token',
  'key',
  'keysecret',
  'clientid',
  'clientsecret',
  'tokenurl',
]);

/** The system's own fields the form shows (values travel in AdditionalConfiguration). */
export const ownConnectionFields = (fields: readonly ConnectionField[]) =>
  fields.filter((field) => !coveredByTheForm.has(field.FieldName.toLowerCase()));

/** What is wrong with one value of the system's fields, by its type (the field stays optional). */
export function systemFieldProblem(field: Pick<ConnectionField, 'FieldType'>, value: string): string | undefined {
  if (!value.trim()) return undefined;
  if (field.FieldType === 'Integer' && !/^-?\d+$/.test(value.trim())) return 'must be a whole number';
  if (field.FieldType === 'Decimal' && !Number.isFinite(Number(value))) return 'must be a number';
  return undefined;
}

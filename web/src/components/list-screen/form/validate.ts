import { issuesByField } from '@switchboard/shared';
import { fieldSentence } from '../../forms/field-wording';
import type { EntityForm, FormValues } from '../types';

export interface Validation {
  /** Readable message per form field ("Amount must be at least 0"). */
  byField: Record<string, string>;
  /** Issues on parts of the body that are not form fields (e.g. the record's id). */
  general: string[];
}

/** Field name → label of a form (what the server's messages are mapped with, too). */
export const formLabels = <T, V extends FormValues>(form: EntityForm<T, V>): Record<string, string> =>
  Object.fromEntries(form.fields.map((field) => [field.key as string, field.label]));

/**
 * Runs the route's own request schema on the body the form would send (plus the config's extra rules), and words
 * each issue with the field's label, e.g. "Due date must not be before created date".
 */
export function validateForm<T, V extends FormValues>(
  form: EntityForm<T, V>,
  values: V,
  mode: 'create' | 'edit',
  item: T | undefined,
): Validation {
  const labels = new Map(Object.entries(formLabels(form)));
  const body = mode === 'edit' && item !== undefined ? form.toUpdateBody(values, item) : form.toCreateBody(values);
  const schema = mode === 'edit' ? form.updateSchema : form.createSchema;
  const parsed = schema.safeParse(body);
  const raw: Record<string, string> = parsed.success ? {} : issuesByField(parsed.error);
  // The config's own rules win: they know the form (e.g. a date picker's value) better than the body does.
  for (const [key, message] of Object.entries(form.extraErrors?.(values, mode) ?? {})) {
    if (message) raw[key] = message as string;
  }

  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, message] of Object.entries(raw)) {
    const label = labels.get(key);
    if (label) byField[key] = fieldSentence(label, message, labels);
    else general.push(key ? `${key}: ${message}` : message);
  }
  return { byField, general };
}

import { connectionInput, missingConnectionFields, type ConnectionField } from '@switchboard/shared';
import { fieldSentence } from '../../../components/forms/field-wording';
import { toConnectionInput, type ConnectionDraft } from './draft';
import { extraKey, type FieldErrors } from './field-labels';
import { systemFieldProblem } from './system-fields';

export interface ConnectionProblems {
  /** Values that are not valid as typed (the request schema, the system fields' types). */
  format: FieldErrors;
  /** Required fields that are empty (requiredConnectionFields). */
  missing: FieldErrors;
}

/** Every problem of the draft, each worded with its field's label ("Token URL is required"). */
export function connectionProblems(
  draft: ConnectionDraft,
  ownFields: readonly ConnectionField[],
  labels: Readonly<Record<string, string>>,
): ConnectionProblems {
  const known = new Map(Object.entries(labels));
  const sentence = (key: string, message: string) => fieldSentence(labels[key] ?? key, message, known);
  const format: FieldErrors = {};
  const parsed = connectionInput.safeParse(toConnectionInput(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      format[key] ??= sentence(key, issue.message);
    }
  }
  for (const field of ownFields) {
    const key = extraKey(field.FieldName);
    const problem = systemFieldProblem(field, draft.Extra[field.FieldName] ?? '');
    if (problem) format[key] = sentence(key, problem);
  }
  const missing: FieldErrors = {};
  for (const field of missingConnectionFields(draft)) missing[field] = sentence(field, 'is required');
  return { format, missing };
}

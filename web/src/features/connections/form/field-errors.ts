import { connectionInput, type ConnectionField } from '@switchboard/shared';
import { toConnectionInput, type ConnectionDraft } from './draft';
import { systemFieldProblem } from './system-fields';

/** Field problems by field: a draft field's name, or `Extra.<FieldName>` for the system's own fields. */
export type FieldErrors = Partial<Record<string, string>>;

export const extraKey = (fieldName: string) => `Extra.${fieldName}`;

/** The request schema's problems (the server validates with the same one) and the system fields' type problems. */
export function fieldErrors(draft: ConnectionDraft, ownFields: readonly ConnectionField[]): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = connectionInput.safeParse(toConnectionInput(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  for (const field of ownFields) {
    const problem = systemFieldProblem(field, draft.Extra[field.FieldName] ?? '');
    if (problem) errors[extraKey(field.FieldName)] = problem;
  }
  return errors;
}

import { messages } from '@switchboard/shared';
import { fieldSentence } from '../../components/forms/field-wording';
import { failureText, isApiError } from './api-error';

/** "Amount: must be …", "URL and Token: are required …": the field names a server refusal starts a part with. */
const PART = /^([A-Za-z][\w.]*)(?: and ([A-Za-z][\w.]*))?: (.+)$/s;

export interface FieldProblems {
  /** The form's fields the refusal names, each with its sentence ("Token URL is required for OAuth 2.0"). */
  byField: Record<string, string>;
  /** What names no field of this form, as the server said it. */
  rest?: string;
}

/**
 * Splits the server's refusal ("Amount: must be at least 0; Currency: is required") into the problems of the form's
 * fields (labels: field name → label), so each shows on its field. THE mapper of every form.
 */
export function serverFieldProblems(text: string, labels: Readonly<Record<string, string>>): FieldProblems {
  if (!text.trim()) return { byField: {} };
  const known = new Map(Object.entries(labels));
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of text.split('; ')) {
    const match = PART.exec(part.trim());
    const fields = match ? [match[1]!, match[2]].filter((field): field is string => Boolean(field)) : [];
    if (!match || fields.length === 0 || !fields.every((field) => known.has(field))) {
      rest.push(part);
      continue;
    }
    for (const field of fields) byField[field] ??= fieldSentence(known.get(field)!, match[3]!, known);
  }
  // A text that only looked like parts (e.g. a list in parentheses) is kept whole.
  return { byField, rest: rest.length ? (Object.keys(byField).length ? rest.join('; ') : text) : undefined };
}

/** The server refused an update because the record changed since the form opened (409, version conflict). */
export const isVersionConflict = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.serverMessage === messages.msg_version_conflict;

export interface SaveFailure {
  byField: Record<string, string>;
  /** The form-level text (none when the user chose to leave an expired session). */
  message?: string;
  conflict: boolean;
}

/**
 * How a form shows a failed save: a version conflict as such (with Reload), a refusal on the fields it names (the
 * rest as the server's own words), and only a fault of the network or the server with the catalogue's "check your
 * connection" text.
 */
export function saveFailure(
  error: unknown,
  base: string | undefined,
  labels: Readonly<Record<string, string>>,
): SaveFailure {
  if (isVersionConflict(error)) return { byField: {}, conflict: true };
  if (isApiError(error) && error.redirecting) return { byField: {}, conflict: false };
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    const own = error instanceof Error ? error.message : String(error);
    return { byField: {}, message: base ? failureText(base, error) : own, conflict: false };
  }
  const { byField, rest } = serverFieldProblems(error.serverMessage ?? '', labels);
  const message = rest ?? (Object.keys(byField).length > 0 ? messages.msg_fix_fields : error.message);
  return { byField, message, conflict: false };
}

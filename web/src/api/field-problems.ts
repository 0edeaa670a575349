import { messages } from '@switchboard/shared';
import { fieldSentence } from '../components/forms/field-wording';
import { ApiError, failureText, isApiError } from './api-error';
import { RelayError } from './relay';

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
  // A part that names no field goes on with the field before it: one field's problems listed in its sentence ("file:
  // The test definition is not valid: steps[0].say: …; steps[0].expect.minScore: …") stay on that field.
  let previous: string[] = [];
  for (const part of text.split('; ')) {
    const match = PART.exec(part.trim());
    const fields = match ? [match[1]!, match[2]].filter((field): field is string => Boolean(field)) : [];
    if (!match && previous.length > 0) {
      for (const field of previous) byField[field] = `${byField[field]}; ${part.trim()}`;
      continue;
    }
    previous = [];
    if (!match || fields.length === 0 || !fields.every((field) => known.has(field))) {
      rest.push(part);
      continue;
    }
    for (const field of fields) byField[field] ??= fieldSentence(known.get(field)!, match[3]!, known);
    previous = fields;
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
  failure: unknown,
  base: string | undefined,
  labels: Readonly<Record<string, string>>,
): SaveFailure {
  const error = asStatusError(failure);
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

/** The relay's status words (functions/src/http/relay-dispatch.ts) back to the HTTP status they stand for. */
const relayStatus: Record<string, number> = { BadRequest: 400, Forbidden: 403, NotFound: 404, Conflict: 409 };

/**
 * A relayed operation's refusal read like a direct route's: its status and the server's text, without the
 * "RequestBody: " the relay puts before a body's problems, so a form of a relayed entity (skill tests, collection
 * categories) shows them on its fields and a version conflict with Reload.
 */
function asStatusError(error: unknown): unknown {
  if (!(error instanceof RelayError) || !relayStatus[error.status]) return error;
  const text = error.responseMessage.replace(/^(RequestBody|QueryString): /, '');
  return new ApiError(text, relayStatus[error.status]!, text);
}

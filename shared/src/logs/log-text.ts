/**
 * The text of a usage log about a record: what changed, as field names and short old → new values. A field the
 * schemas mark secret (or a value derived from one, such as a PIN's hash) is named and never valued.
 */

/** Bookkeeping every record carries; its change says nothing an administrator asked. */
const BOOKKEEPING = new Set(['Version', 'DateLastUpdated', 'LastUpdatedBy', 'DateCreated', 'OrganizationID']);
/** Fields that name a record in a sentence, first found first. */
const LABELS = ['Name', 'Title', 'title', 'SystemName', 'ServiceInstanceName', 'Email', 'OrganizationName'];
const MAX_VALUE = 40;
const MAX_TEXT = 1000;

export type RecordValues = Record<string, unknown>;
export type IsSecretField = (name: string) => boolean;

/** A field is secret when the schemas say so of it or of the field it is derived from (UserLoginPin → …PinHash). */
export function secretFieldRule(secretNames: Iterable<string>): IsSecretField {
  const names = [...secretNames];
  return (field) => names.some((name) => field === name || field.startsWith(name)) || /hash$|^secret/i.test(field);
}

function short(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = (typeof value === 'string' ? value : JSON.stringify(value))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .trim();
  const cut = text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
  return typeof value === 'string' ? `'${cut}'` : cut;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

function labelOf(record: RecordValues | undefined, id: string): string {
  const name = LABELS.map((field) => record?.[field]).find((value) => typeof value === 'string' && value.trim());
  if (typeof name === 'string') return `'${short(name).slice(1, -1)}' (${id})`;
  const person = [record?.FirstName, record?.LastName].filter((part) => typeof part === 'string' && part).join(' ');
  return person ? `'${person}' (${id})` : id;
}

const fit = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** "Created Blog 'Hello' (id): title 'Hello', likes 0, Password set (secret)". */
export function createdText(type: string, id: string, record: RecordValues, isSecret: IsSecretField): string {
  const parts = Object.entries(record)
    .filter(([field, value]) => !BOOKKEEPING.has(field) && value !== undefined && value !== '' && value !== null)
    .map(([field, value]) => (isSecret(field) ? `${field} set (secret)` : `${field} ${short(value)}`));
  return fit(`Created ${type} ${labelOf(record, id)}${parts.length ? `: ${parts.join(', ')}` : ''}`);
}

/** "Updated Blog 'Hello' (id): title 'Hello' → 'Hi'; UserLoginPin changed (secret)". */
export function updatedText(
  type: string,
  id: string,
  before: RecordValues,
  after: RecordValues,
  isSecret: IsSecretField,
): string {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => !BOOKKEEPING.has(field) && !same(before[field], after[field]),
  );
  const parts = fields.map((field) =>
    isSecret(field) ? `${field} changed (secret)` : `${field} ${short(before[field])} → ${short(after[field])}`,
  );
  return fit(`Updated ${type} ${labelOf(after, id)}: ${parts.length ? parts.join('; ') : 'no visible change'}`);
}

export const deletedText = (type: string, id: string, record?: RecordValues) =>
  fit(`Deleted ${type} ${labelOf(record, id)}`);

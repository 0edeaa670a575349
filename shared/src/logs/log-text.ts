/**
 * The text of a usage log about a record: what changed, as field names and short old → new values. A field the
 * schemas mark secret (or a value derived from one, such as a PIN's hash) is named and never valued.
 */
import { utcMomentText } from '../core/date-display';
import {
  fieldLabelOf as fieldLabel,
  recordWords,
  referenceNouns,
  type NameOfReference,
  type RecordValues,
} from './record-words';

/** Bookkeeping every record carries; its change says nothing an administrator asked. */
const BOOKKEEPING = new Set([
  'Version',
  'DateLastUpdated',
  'LastUpdatedBy',
  'DateCreated',
  'CreatedBy',
  'OrganizationID',
]);
/** A field naming another record by its id: the line says it was set or changed, never the id itself. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isReference = (field: string, value: unknown) =>
  (/ID$/i.test(field) || field in referenceNouns) && typeof value === 'string' && GUID.test(value);
/** No names known (a caller that resolves none): a reference is only said to be set or changed. */
const noNames: NameOfReference = () => undefined;
/** Fields that name a record in a sentence, first found first. */
const LABELS = ['Name', 'Title', 'title', 'SystemName', 'ServiceInstanceName', 'Email', 'OrganizationName'];
const MAX_VALUE = 40;
const MAX_TEXT = 1000;

export type IsSecretField = (name: string) => boolean;

/** A field is secret when the schemas say so of it or of the field it is derived from (UserLoginPin → …PinHash). */
export function secretFieldRule(secretNames: Iterable<string>): IsSecretField {
  const names = [...secretNames];
  return (field) => names.some((name) => field === name || field.startsWith(name)) || /hash$|^secret/i.test(field);
}

/** No value: nothing, or the empty GUID the spec stores for "no reference". */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === '00000000-0000-0000-0000-000000000000';

function short(value: unknown): string {
  if (isEmpty(value)) return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A moment reads as the console writes dates (issue 29 item 15), not as stored.
  const moment = typeof value === 'string' ? utcMomentText(value) : undefined;
  if (moment) return `'${moment}'`;
  const text = (typeof value === 'string' ? value : JSON.stringify(value))
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .trim();
  const cut = text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
  return typeof value === 'string' ? `'${cut}'` : cut;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

const nounOf = (type: string) => recordWords[type]?.noun ?? type;
/** A field the line names: not bookkeeping, nor one the type keeps quiet. */
const named = (type: string, field: string) => !BOOKKEEPING.has(field) && !recordWords[type]?.quiet?.includes(field);

/** A record by its name when it has one ('Hello'), else by its id: people read names, not ids. */
function labelOf(type: string, record: RecordValues | undefined, id: string, nameOf: NameOfReference): string {
  const own = record && recordWords[type]?.label?.(record, nameOf);
  const name = [own, ...LABELS.map((field) => record?.[field])].find(
    (value) => typeof value === 'string' && value.trim(),
  );
  if (typeof name === 'string') return short(name);
  const person = [record?.FirstName, record?.LastName].filter((part) => typeof part === 'string' && part).join(' ');
  return person ? `'${person}'` : id;
}

/**
 * A referenced record by its name ('Managers'), "a deleted group" when the server found none, or undefined when the
 * field names no kind of record the server resolves (the line then says only that it was set or changed).
 */
function referenceText(field: string, value: unknown, nameOf: NameOfReference, resolving: boolean): string | undefined {
  if (isEmpty(value)) return '(empty)';
  const noun = referenceNouns[field];
  if (!noun || !resolving) return undefined;
  const name = nameOf(String(value), field);
  return name ? short(name) : `a deleted ${noun}`;
}

const fit = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** "Created Blog 'Hello': title 'Hello', likes 0, Password set (secret)". */
export function createdText(
  type: string,
  id: string,
  record: RecordValues,
  isSecret: IsSecretField,
  nameOf?: NameOfReference,
): string {
  const parts = Object.entries(record)
    // The record's own id is not a value it was given (it names it already).
    .filter(([field, value]) => named(type, field) && !isEmpty(value) && value !== id)
    .map(([field, value]) => {
      const label = fieldLabel(type, field);
      if (isSecret(field)) return `${label} set (secret)`;
      if (!isReference(field, value)) return `${label} ${short(value)}`;
      const name = referenceText(field, value, nameOf ?? noNames, nameOf !== undefined);
      return name ? `${label} ${name}` : `${label} set`;
    });
  return fit(
    `Created ${nounOf(type)} ${labelOf(type, record, id, nameOf ?? noNames)}${parts.length ? `: ${parts.join(', ')}` : ''}`,
  );
}

/** "Updated help entry 'How do I…': Answer 'Ask at…' → 'Ask the desk.'; UserLoginPin changed (secret)". */
export function updatedText(
  type: string,
  id: string,
  before: RecordValues,
  after: RecordValues,
  isSecret: IsSecretField,
  nameOf?: NameOfReference,
): string {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (field) => named(type, field) && !same(before[field], after[field]),
  );
  const parts = fields.map((field) => {
    const label = fieldLabel(type, field);
    if (isSecret(field)) return `${label} changed (secret)`;
    if (isReference(field, before[field]) || isReference(field, after[field])) {
      const resolving = nameOf !== undefined;
      const [was, is] = [before[field], after[field]].map((value) =>
        referenceText(field, value, nameOf ?? noNames, resolving),
      );
      if (was !== undefined && is !== undefined) return `${label} ${was} → ${is}`;
      return isEmpty(after[field]) ? `${label} cleared` : `${label} changed`;
    }
    return `${label} ${short(before[field])} → ${short(after[field])}`;
  });
  const what = parts.length ? parts.join('; ') : 'no visible change';
  return fit(`Updated ${nounOf(type)} ${labelOf(type, after, id, nameOf ?? noNames)}: ${what}`);
}

export const deletedText = (type: string, id: string, record?: RecordValues, nameOf?: NameOfReference) =>
  fit(`Deleted ${nounOf(type)} ${labelOf(type, record, id, nameOf ?? noNames)}`);

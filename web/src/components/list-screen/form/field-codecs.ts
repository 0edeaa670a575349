import { dayDateToIso, isoDayProblem, isoToDayDate } from '@switchboard/shared';
import { dateTimeInputFromIso, isoFromDateTimeInput } from '../../forms/date-time-value';
import type { FieldCodec, FieldKind } from '../form-types';

/** A record's value as the form's text: '' for none. */
const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

const asTyped: FieldCodec = { empty: () => '', fromItem: asText, toBody: (value) => value };

/** An empty box is "not typed": the schema's default applies (or its "is required"). */
const numberCodec: FieldCodec = {
  empty: () => '',
  fromItem: asText,
  toBody: (value) => (value.trim() === '' ? undefined : Number(value)),
};

const toggleCodec: FieldCodec = {
  empty: () => 'false',
  fromItem: (value) => String(value === true),
  toBody: (value) => value === 'true',
};

function isoFromDayDate(text: string): string {
  try {
    return dayDateToIso(text);
  } catch {
    return '';
  }
}

/** A day: YYYY-MM-DD in the picker, dd/MM/yyyy on the wire (the spec's); what is not a day yet is sent as typed. */
const dayCodec: FieldCodec = {
  empty: () => '',
  fromItem: (value) => isoFromDayDate(asText(value)),
  toBody: (value) => (value === '' ? undefined : isoDayProblem(value) ? value : isoToDayDate(value)),
};

/** A moment: YYYY-MM-DDTHH:mm local in the form, ISO 8601 UTC on the wire; a part-typed one is sent as typed. */
const momentCodec: FieldCodec = {
  empty: () => '',
  fromItem: (value) => dateTimeInputFromIso(asText(value)),
  toBody: (value) => isoFromDateTimeInput(value) ?? value,
};

/** Each control kind's value codec: its empty value, a record's value as form text, and the text as a body value. */
export const kindCodecs: Record<FieldKind, FieldCodec> = {
  text: asTyped,
  textarea: asTyped,
  select: asTyped,
  autosuggest: asTyped,
  secret: asTyped,
  time: asTyped,
  number: numberCodec,
  toggle: toggleCodec,
  date: dayCodec,
  datetime: momentCodec,
};

/** A choice left empty is not sent (the schema's default or "is required" applies), e.g. an invoice's currency. */
export const unsetWhenEmpty: Partial<FieldCodec> = { toBody: (value) => value || undefined };

/** Surrounding spaces are not sent (e.g. an image address). */
export const trimmed: Partial<FieldCodec> = { toBody: (value) => value.trim() };

/** A day field's value `days` from today (the user's calendar), YYYY-MM-DD: e.g. a new invoice's due date. */
export function dayFromToday(days = 0): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

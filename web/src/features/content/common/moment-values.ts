import {
  dateTimeInputFromIso,
  dateTimeInputProblem,
  isoFromDateTimeInput,
} from '../../../components/forms/date-time-value';

/**
 * The API's moments (ISO 8601, UTC) of a form's day-and-time values; a value that is not whole yet is sent as typed,
 * and the field's own rule (momentProblems) says what is missing.
 */
export const momentBody = (value: string) => isoFromDateTimeInput(value) ?? value;

export const momentInput = dateTimeInputFromIso;

/** The problems of a form's moments, by field: the picker's wording, before the schema's ISO 8601 rule. */
export function momentProblems<K extends string>(values: Record<K, string>, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, dateTimeInputProblem(values[key])])) as Partial<Record<K, string>>;
}

/** A default moment: now plus `days`, on the hour (the user's time zone), as a form value. */
export function momentFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setMinutes(0, 0, 0);
  return dateTimeInputFromIso(date.toISOString());
}

import { isoDayProblem, parseIsoDay } from '@switchboard/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** The day and time parts of a form's moment value (YYYY-MM-DDTHH:mm). */
export function splitDateTime(value: string): { day: string; time: string } {
  const [day = '', time = ''] = value.split('T');
  return { day, time };
}

export const joinDateTime = (day: string, time: string) => (day || time ? `${day}T${time}` : '');

/** A form's moment (YYYY-MM-DDTHH:mm, the user's time zone) from the API's ISO 8601 moment; '' for none. */
export function dateTimeInputFromIso(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The API's moment (ISO 8601, UTC) of a form's value, or undefined when the value is not a whole day and time: a
 * day that does not exist (2026-02-30) is refused, not moved to another day.
 */
export function isoFromDateTimeInput(value: string): string | undefined {
  const { day, time } = splitDateTime(value);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const parsed = parseIsoDay(day);
  if (!parsed || !match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, Number(match[1]), Number(match[2])).toISOString();
}

/** What is wrong with a form's moment, worded for the field ("must be a time written HH:mm"); undefined if nothing. */
export function dateTimeInputProblem(value: string): string | undefined {
  const { day, time } = splitDateTime(value);
  if (!day && !time) return 'is required';
  const dayProblem = isoDayProblem(day);
  if (dayProblem) return dayProblem;
  return isoFromDateTimeInput(value) === undefined ? 'must have a time written HH:mm (24-hour clock)' : undefined;
}

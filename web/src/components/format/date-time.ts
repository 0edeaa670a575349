/**
 * THE way the console writes a date (issue 29 item 15): "29 Nov 2026", and a moment "29 Nov 2026, 14:05" in the
 * user's time zone; KPI periods by their grain ("Week of 23 Nov", "Q4 2026"). Month names, not a day order, so no
 * reader takes 03/04 for the wrong day. Only the display: the spec's wire formats stay on the wire. Nothing else in
 * web/src formats a date (date-format-guard.test.ts).
 */
import { dayText, monthName as month, parseWireDay, type WireDay } from '@switchboard/shared';

export { formatPeriod, parseWireDay, type WireDay } from '@switchboard/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment (ISO 8601 date-time) in the user's time zone: "29 Nov 2026, 14:05". Text that is not one, as it is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  return `${date.getDate()} ${month(date.getMonth() + 1)} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A day: "29 Nov 2026". Takes a wire day (YYYY-MM-DD, or the slashed order `wire` names) as the calendar day it
 * names, or a moment (ISO date-time) as its day in the user's time zone. Text that is not a day, as it is.
 */
export function formatDate(text: string, wire: WireDay = 'YYYY-MM-DD'): string {
  if (!text) return text;
  const day = parseWireDay(text.trim(), wire);
  if (day) return dayText(...day) ?? text;
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(date.getTime())) return text;
  return `${date.getDate()} ${month(date.getMonth() + 1)} ${date.getFullYear()}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of a calendar day (a Date at its UTC midnight, as parseDayDate gives): "Tuesday". */
export const formatWeekday = (day: Date): string => WEEKDAYS[day.getUTCDay()]!;

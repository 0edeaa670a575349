/**
 * THE way the console writes a date (issue 29 item 15): "29 Nov 2026", and a moment "29 Nov 2026, 14:05" in the
 * user's time zone; KPI periods by their grain ("Week of 23 Nov", "Q4 2026"). Month names, not a day order, so no
 * reader takes 03/04 for the wrong day. Only the display: the spec's wire formats stay on the wire. Nothing else in
 * web/src formats a date (date-format-guard.test.ts).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');
const month = (number: number) => MONTHS[number - 1];

/** A calendar day, checked (31/02 is no day): "29 Nov 2026"; undefined when it is not one. */
function dayText(year: number, monthNumber: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, monthNumber - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== monthNumber - 1 || date.getUTCDate() !== day) return;
  return `${day} ${month(monthNumber)} ${year}`;
}

/** A moment (ISO 8601 date-time) in the user's time zone: "29 Nov 2026, 14:05". Text that is not one, as it is. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  return `${date.getDate()} ${month(date.getMonth() + 1)} ${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** How the wire writes a day: ISO (YYYY-MM-DD, the default), dd/MM/yyyy, or MM/DD/YYYY (collection categories). */
export type WireDay = 'YYYY-MM-DD' | 'dd/MM/yyyy' | 'MM/DD/YYYY';

const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as the wire writes it, as [year, month, day]; undefined when it is not one. */
export function parseWireDay(text: string, wire: WireDay = 'YYYY-MM-DD'): [number, number, number] | undefined {
  const iso = ISO_DAY.exec(text);
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const slashed = SLASHED.exec(text);
  if (!slashed || wire === 'YYYY-MM-DD') return;
  const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
  return wire === 'dd/MM/yyyy' ? [year, second, first] : [year, first, second];
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

/** Monday of ISO week `week` of `year`, as [month, day]. */
function mondayOfIsoWeek(year: number, week: number): [number, number] {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000 + (week - 1) * 7 * 86_400_000);
  return [monday.getUTCMonth() + 1, monday.getUTCDate()];
}

/**
 * A KPI period (kpiPeriod's sortable text) as its grain reads: hour "29 Nov, 04:00", day "29 Nov", week "Week of
 * 23 Nov" (its Monday), month "Nov 2026", quarter "Q4 2026", year "2026". Text of no known shape, as it is.
 */
export function formatPeriod(period: string): string {
  let match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/.exec(period);
  if (match) return `${Number(match[3])} ${month(Number(match[2]))}, ${match[4]}:00`;
  match = ISO_DAY.exec(period);
  if (match) return `${Number(match[3])} ${month(Number(match[2]))}`;
  match = /^(\d{4})-W(\d{2})$/.exec(period);
  if (match) {
    const [monthNumber, day] = mondayOfIsoWeek(Number(match[1]), Number(match[2]));
    return `Week of ${day} ${month(monthNumber)}`;
  }
  match = /^(\d{4})-(\d{2})$/.exec(period);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${month(Number(match[2]))} ${match[1]}`;
  match = /^(\d{4})-Q([1-4])$/.exec(period);
  if (match) return `Q${match[2]} ${match[1]}`;
  return period;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The weekday of a calendar day (a Date at its UTC midnight, as parseDayDate gives): "Tuesday". */
export const formatWeekday = (day: Date): string => WEEKDAYS[day.getUTCDay()]!;

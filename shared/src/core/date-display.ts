/**
 * How the console writes a day and a KPI period (issue 29 item 15), where it does not depend on the reader's time
 * zone: "29 Nov 2026"; periods by their grain ("Week of 23 Nov", "Q4 2026"). Here, not in web, because a list's
 * search on the server matches the text the table shows as well as the stored one (searchTextsOfDay, …OfPeriod).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const monthName = (number: number) => MONTHS[number - 1];

/** A calendar day, checked (31/02 is no day): "29 Nov 2026"; undefined when it is not one. */
export function dayText(year: number, monthNumber: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, monthNumber - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== monthNumber - 1 || date.getUTCDate() !== day) return;
  return `${day} ${monthName(monthNumber)} ${year}`;
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

/** A wire day as the console writes it ("29 Nov 2026"); undefined when the text is no day. */
export function wireDayText(text: string, wire: WireDay = 'YYYY-MM-DD'): string | undefined {
  const day = parseWireDay(text.trim(), wire);
  return day ? dayText(...day) : undefined;
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
  if (match) return `${Number(match[3])} ${monthName(Number(match[2]))}, ${match[4]}:00`;
  match = ISO_DAY.exec(period);
  if (match) return `${Number(match[3])} ${monthName(Number(match[2]))}`;
  match = /^(\d{4})-W(\d{2})$/.exec(period);
  if (match) {
    const [monthNumber, day] = mondayOfIsoWeek(Number(match[1]), Number(match[2]));
    return `Week of ${day} ${monthName(monthNumber)}`;
  }
  match = /^(\d{4})-(\d{2})$/.exec(period);
  if (match && Number(match[2]) >= 1 && Number(match[2]) <= 12) return `${monthName(Number(match[2]))} ${match[1]}`;
  match = /^(\d{4})-Q([1-4])$/.exec(period);
  if (match) return `Q${match[2]} ${match[1]}`;
  return period;
}

/** What a search finds a day by: as stored, and as the console writes it ("20 Nov 2026"). */
export const searchTextsOfDay = (text: unknown, wire: WireDay = 'YYYY-MM-DD'): string[] =>
  typeof text === 'string' ? [text, wireDayText(text, wire) ?? ''].filter(Boolean) : [];

/**
 * What a search finds a KPI period by: as stored ("2026-11-20T04"), as its grain reads ("20 Nov, 04:00") and, for
 * an hour or a day, the day it falls on as the console writes a day ("20 Nov 2026").
 */
export function searchTextsOfPeriod(period: unknown): string[] {
  if (typeof period !== 'string') return [];
  const day = /^(\d{4}-\d{2}-\d{2})(T\d{2})?$/.exec(period);
  return [period, formatPeriod(period), (day && wireDayText(day[1]!)) ?? ''].filter(Boolean);
}

/**
 * A stored moment (ISO 8601, UTC) as the console writes a date and time, for text written once for every reader
 * (a history line), so in UTC and saying so: "1 Nov 2026, 08:00 UTC"; undefined when the text is no such moment.
 */
export function utcMomentText(text: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]00:?00)$/.exec(text);
  if (!parts) return undefined;
  const day = dayText(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  return day && `${day}, ${parts[4]}:${parts[5]} UTC`;
}

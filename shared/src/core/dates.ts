/** Day dates travel as dd/MM/yyyy text (spec part 1 §5). */
const DAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function parseDayDate(text: string): Date | undefined {
  const match = DAY_DATE.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 && year <= 2200 ? date : undefined;
}

export function formatDayDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** yyyy-MM-dd (ISO, sortable) to dd/MM/yyyy, and back. */
export function isoToDayDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export function dayDateToIso(text: string): string {
  const date = parseDayDate(text);
  if (!date) throw new Error(`not a dd/MM/yyyy date: ${text}`);
  return date.toISOString().slice(0, 10);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** yyyy-MM-dd that names a real day; 2026-02-30 is refused, never rolled over into March. */
export function parseIsoDay(text: string): Date | undefined {
  const match = ISO_DAY.exec(text.trim());
  return match ? parseDayDate(`${match[3]}/${match[2]}/${match[1]}`) : undefined;
}

/**
 * What is wrong with a typed yyyy-MM-dd date, worded after the field name ("must be a real date: February 2026 has
 * 28 days"); undefined when it names a real day. The forms run it as they type; the server refuses the same dates
 * (parseDayDate), so an impossible date is never stored as another day.
 */
export function isoDayProblem(text: string): string | undefined {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return 'must be a date written YYYY-MM-DD';
  if (parseIsoDay(text)) return undefined;
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12) return 'must be a real date: the month is 01 to 12';
  if (year < 1900 || year > 2200) return 'must be a date between the years 1900 and 2200';
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `must be a real date: ${MONTHS[month - 1]} ${year} has ${days} days`;
}

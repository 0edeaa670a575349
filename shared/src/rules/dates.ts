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

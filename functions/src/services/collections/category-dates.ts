/** Today in UTC written MM/DD/YYYY, as the spec stores a collection category's DateCreated and DateLastUpdated. */
export function todayMonthDayYear(now = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(now.getUTCMonth() + 1)}/${two(now.getUTCDate())}/${now.getUTCFullYear()}`;
}

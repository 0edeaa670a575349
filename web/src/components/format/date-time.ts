const pad = (n: number) => String(n).padStart(2, '0');

/**
 * THE date-and-time format of the console: dd/MM/yyyy HH:mm in the user's time zone, the same day order as the day
 * dates the spec writes (dd/MM/yyyy), so every table reads dates one way. Text that is not a date is shown as is.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

import type { LogType } from '@switchboard/shared';

/** What the usage logs screen filters by, as the form holds it. */
export interface LogFilters {
  start: string;
  end: string;
  type: LogType | '';
  detail: string;
}

const day = (shiftDays: number) => {
  const date = new Date(Date.now() + shiftDays * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The last seven days, in the browser's own calendar. */
export const defaultFilters = (): LogFilters => ({ start: day(-6), end: day(0), type: '', detail: '' });

/** The UserLogsByTimeZone query of the filters: the browser's offset is sent, the server applies it. */
export const logQuery = (filters: LogFilters, pageSize: number) => ({
  LogType: filters.type,
  StartDateTime: filters.start,
  EndDateTime: filters.end,
  Detail: filters.detail.trim(),
  TimezoneOffset: String(new Date().getTimezoneOffset()),
  PageSize: String(pageSize),
});

/** Up to this many days the volume chart shows every day of the range, the empty ones too; beyond, days with logs. */
export const EVERY_DAY_UP_TO = 31;

/** The days from start to end, both included ('YYYY-MM-DD'), or [] when the range is longer than `limit` days. */
export function daysOfRange(start: string, end: string, limit = EVERY_DAY_UP_TO): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  const last = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(first) || Number.isNaN(last) || last < first) return [];
  const count = Math.round((last - first) / 86_400_000) + 1;
  if (count > limit) return [];
  return Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
}

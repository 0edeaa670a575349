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

import { parseDayDate } from './dates';

/**
 * Moments (a news item's ReleaseTime, a briefing's ExpireTime…) travel as ISO 8601 text: yyyy-MM-ddTHH:mm, seconds
 * and fractions optional, with Z or an offset (+02:00); a date alone (yyyy-MM-dd, as the spec writes its defaults) is
 * midnight UTC. They are stored and answered in UTC as
 * yyyy-MM-ddTHH:mm:ssZ, so any two compare as text. A day that does not exist (2026-02-30) is refused.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2}))$/;

/** A date alone (the spec's defaults, "1970-01-01"): midnight UTC of that day. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function parseDateTime(given: string): Date | undefined {
  const text = DATE_ONLY.test(given) ? `${given}T00:00:00Z` : given;
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, zone, offsetHours, offsetMinutes] = match;
  if (!parseDayDate(`${day}/${month}/${year}`)) return undefined;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return undefined;
  if (zone !== 'Z' && (Number(offsetHours) > 14 || Number(offsetMinutes) > 59)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The stored and answered form: UTC, whole seconds. */
export function formatDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A time of day: HH:mm on the 24-hour clock (a cafeteria's OpenTime and CloseTime). */
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:mm time; undefined when it is not one. */
export function minutesOfDay(text: string): number | undefined {
  const match = TIME_OF_DAY.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

import type { StoredEntry } from './answering-index';

/** Epoch milliseconds of an ISO string, a number or a Date; null when absent or unreadable. */
export function toMillis(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const millis = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(millis) ? millis : null;
}

/** An entry answers only while active, released (ReleaseTime reached) and not expired (before ExpireTime). */
export function eligibleAt(stored: StoredEntry | undefined, now: number): boolean {
  if (!stored || stored.entry.active === false) return false;
  if (stored.releaseAt !== null && stored.releaseAt > now) return false;
  return stored.expireAt === null || stored.expireAt > now;
}

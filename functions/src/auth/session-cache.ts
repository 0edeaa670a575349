import type { SessionRecord } from './session-store';

/**
 * The sessions this process (one Lambda container, or the local runtime) read recently, so a request does not read
 * its session from DynamoDB before its data every time. The promise it keeps:
 * - in this process, ending a session (sign-out, password change, a disabled user) evicts it at once, and a read
 *   that was under way while it ended is not kept;
 * - in every other process, an ended session is refused at the latest SESSION_CACHE_MS later, when its entry here
 *   is read again from the table.
 */
export const SESSION_CACHE_MS = 4_000;
/** Bounds the memory: past this many, the oldest entries go first (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

interface Entry {
  session: SessionRecord;
  readAt: number;
}

const entries = new Map<string, Entry>();
/** Counts evictions: a read that began before one may carry a session that has ended since. */
let evictions = 0;

export const sessionCache = {
  /** The session as read less than SESSION_CACHE_MS ago, or undefined. */
  get(tokenHash: string, now = Date.now()): SessionRecord | undefined {
    const entry = entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.readAt >= SESSION_CACHE_MS) {
      entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  },

  /** Marks the start of a read from the table; pass the mark to put(). */
  mark(): number {
    return evictions;
  },

  /** Keeps a session read from the table, unless something was evicted since the read began (it may be this one). */
  put(session: SessionRecord, mark: number, readAt = Date.now()): void {
    if (mark !== evictions) return;
    entries.delete(session.tokenHash);
    entries.set(session.tokenHash, { session, readAt });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  },

  /** Forgets one session (signed out, expired). */
  evict(tokenHash: string): void {
    evictions++;
    entries.delete(tokenHash);
  },

  /** Forgets every session of a user (password changed, user disabled). */
  evictUser(email: string): void {
    evictions++;
    const lower = email.toLowerCase();
    for (const [tokenHash, entry] of entries) {
      if (entry.session.Email.toLowerCase() === lower) entries.delete(tokenHash);
    }
  },

  /** Updates the kept copy after lastSeenAt was written. */
  touched(tokenHash: string, lastSeenAt: number): void {
    const entry = entries.get(tokenHash);
    if (entry) entry.session = { ...entry.session, lastSeenAt };
  },

  clear(): void {
    evictions++;
    entries.clear();
  },
};

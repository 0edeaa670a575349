import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionRecord } from './session-store';
import { SESSION_CACHE_MS, sessionCache } from './session-cache';

const session = (tokenHash: string, Email = 'pat@example.net'): SessionRecord => ({
  tokenHash,
  Email,
  Role: 'Staff',
  OrganizationID: 'org',
  createdAt: 0,
  lastSeenAt: 0,
  expiresAt: 0,
});

beforeEach(() => sessionCache.clear());

describe('the session cache', () => {
  it('keeps a session read from the table for SESSION_CACHE_MS, then reads it again', () => {
    sessionCache.put(session('a'), sessionCache.mark(), 1_000);
    expect(sessionCache.get('a', 1_000 + SESSION_CACHE_MS - 1)?.tokenHash).toBe('a');
    expect(sessionCache.get('a', 1_000 + SESSION_CACHE_MS)).toBeUndefined();
  });

  it('forgets a session at once when it ends, and every session of a user whose sessions end', () => {
    const mark = sessionCache.mark();
    sessionCache.put(session('a'), mark);
    sessionCache.put(session('b', 'PAT@example.net'), mark);
    sessionCache.put(session('c', 'other@example.net'), mark);
    sessionCache.evict('a');
    expect(sessionCache.get('a')).toBeUndefined();
    sessionCache.evictUser('pat@example.net');
    expect(sessionCache.get('b')).toBeUndefined();
    expect(sessionCache.get('c')?.tokenHash).toBe('c');
  });

  it('does not keep a read that was under way while a session ended (it may carry the ended one)', () => {
    const mark = sessionCache.mark();
    sessionCache.evict('a');
    sessionCache.put(session('a'), mark);
    expect(sessionCache.get('a')).toBeUndefined();
  });
});

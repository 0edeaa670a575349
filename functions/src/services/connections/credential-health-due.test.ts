import { describe, expect, it } from 'vitest';
import type { ConnectionRecord } from './connections-repository';
import type { CredentialHealth } from './credential-health-store';
import { dueForCheck, RECHECK_AFTER_MS } from './credential-health-service';

const NOW = Date.parse('2026-11-29T06:00:00Z');
const connection = (id: string) => ({ IntegrationConfigurationID: id, OrganizationID: 'org' }) as ConnectionRecord;
const checked = (msAgo: number): CredentialHealth => ({
  Status: 'valid',
  CheckedAt: new Date(NOW - msAgo).toISOString(),
});

describe("the daily credential check's choice of connections", () => {
  it('checks the never checked first, then the longest unchecked; leaves alone those checked within 20 hours', () => {
    const health = new Map<string, CredentialHealth>([
      ['day-old', checked(24 * 3_600_000)],
      ['just-checked', checked(60_000)],
      ['exactly-due', checked(RECHECK_AFTER_MS)],
      ['token-only', { Status: 'not checked', CheckedAt: '', TokenExpiresAt: '2026-12-01T00:00:00Z' }],
    ]);
    const due = dueForCheck(
      ['day-old', 'just-checked', 'never', 'exactly-due', 'token-only'].map(connection),
      health,
      NOW,
    );
    expect(due.map((c) => c.IntegrationConfigurationID)).toEqual(['never', 'token-only', 'day-old', 'exactly-due']);
  });
});

import { describe, expect, it } from 'vitest';
import { credentialWarning } from './credential-warning';

const now = Date.parse('2026-11-29T10:00:00Z');
const inDays = (days: number) => new Date(now + days * 86_400_000).toISOString();

describe('credentialWarning', () => {
  it('warns of a failing check whatever the token', () => {
    expect(credentialWarning({ Status: 'invalid' }, now)).toBe('failing');
    expect(credentialWarning({ Status: 'unreachable', TokenExpiresAt: inDays(30) }, now)).toBe('failing');
  });

  it('warns of a token that expires within 7 days, not later, and of one already expired', () => {
    expect(credentialWarning({ Status: 'valid', TokenExpiresAt: inDays(6.9) }, now)).toBe('expiring');
    expect(credentialWarning({ Status: 'not checked', TokenExpiresAt: inDays(-1) }, now)).toBe('expiring');
    expect(credentialWarning({ Status: 'valid', TokenExpiresAt: inDays(7) }, now)).toBeUndefined();
    expect(credentialWarning({ Status: 'valid' }, now)).toBeUndefined();
    expect(credentialWarning(undefined, now)).toBeUndefined();
  });
});

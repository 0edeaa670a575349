import { describe, expect, it } from 'vitest';
import { newInvitationToken, present, registrationLink } from './invitation-links-service';
import type { InvitationRecord } from './users-repository';

const record = (overrides: Partial<InvitationRecord>): InvitationRecord =>
  ({
    EmployeeInviteID: 'i',
    FirstName: 'A',
    LastName: 'B',
    Email: 'a@b.c',
    Role: 'Staff',
    Status: 'Invited',
    Accepted: false,
    Approved: false,
    EnrollmentCompleted: false,
    Enabled: true,
    DateLastUpdated: '',
    LastUpdatedBy: '',
    OrganizationID: 'o',
    ExpiresAt: new Date(Date.now() + 60_000).toISOString(),
    TokenHash: 'secret-hash',
    InvitedBy: 'x',
    DateCreated: '',
    ...overrides,
  }) as InvitationRecord;

describe('invitation records', () => {
  it('shows a pending invitation past its expiry as Expired, and never the token hash', () => {
    expect(present(record({})).Status).toBe('Invited');
    const expired = present(record({ ExpiresAt: new Date(Date.now() - 1).toISOString() }));
    expect(expired.Status).toBe('Expired');
    expect(expired).not.toHaveProperty('TokenHash');
    expect(present(record({ Status: 'Registered', ExpiresAt: '2000-01-01T00:00:00Z' })).Status).toBe('Registered');
  });

  it('makes 256-bit tokens valid for 7 days and links to the register page', () => {
    const { token, tokenHash, expiresAt } = newInvitationToken();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(tokenHash).not.toBe(token);
    expect(Math.round((expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(7);
    expect(registrationLink('https://console.example/', token)).toBe(
      `https://console.example/Account/Register?token=${token}`,
    );
  });
});

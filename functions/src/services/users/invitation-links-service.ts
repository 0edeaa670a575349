import { INVITATION_DAYS, type InvitedUser } from '@switchboard/shared';
import { createHash, randomBytes } from 'node:crypto';
import { withoutVersion } from '../../data/versioned';
import type { InvitationRecord } from './users-repository';

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function newInvitationToken(): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  };
}

/** What the console shows: the stored invitation with Expired derived from its expiry, and no token hash. */
export function present(record: InvitationRecord): InvitedUser {
  const { TokenHash: _hash, InvitedBy: _by, DateCreated: _created, ...rest } = withoutVersion(record);
  const expired = record.Status === 'Invited' && Date.parse(record.ExpiresAt) < Date.now();
  return { ...(rest as InvitedUser), Status: expired ? 'Expired' : record.Status };
}

export function registrationLink(consoleUrl: string, token: string): string {
  return `${consoleUrl.replace(/\/$/, '')}/Account/Register?token=${token}`;
}

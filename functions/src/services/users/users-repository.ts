import type { InvitationStatus, InvitedUser } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';
import { keyedItems, type ItemKey } from '../../data/keyed-items';

/** An invitation as stored: the answer's fields plus who invited and the hash of the live link's token. */
export type InvitationRecord = Omit<InvitedUser, 'Status'> & {
  Status: Exclude<InvitationStatus, 'Expired'>;
  TokenHash?: string;
  InvitedBy: string;
  DateCreated: string;
} & Record<string, unknown>;

export const invitationRepository = new EntityRepository<InvitationRecord>('Invitation');

/*
 * Small items of the Identity table beside users and sessions: invitation tokens and live-invitation markers. Each
 * carries expiresAt (epoch seconds, the TTL attribute).
 */
const now = () => Math.floor(Date.now() / 1000);

export interface InvitationToken {
  OrganizationID: string;
  EmployeeInviteID: string;
  expiresAt: number;
}

const tokens = keyedItems<InvitationToken>('Identity');
const tokenKey = (tokenHash: string): ItemKey => ({ pk: `INVITETOKEN#${tokenHash}`, sk: 'TOKEN' });

export const invitationTokens = {
  async put(tokenHash: string, token: InvitationToken): Promise<void> {
    await tokens.put(tokenKey(tokenHash), token);
  },
  get: (tokenHash: string) => tokens.get(tokenKey(tokenHash)),
  /** Removes the token; answers false when it was already gone (used by someone else meanwhile). */
  take: (tokenHash: string) => tokens.delete(tokenKey(tokenHash), { expression: 'attribute_exists(pk)' }),
};

/**
 * One live invitation per email in an organization: a marker claimed with a conditional write. Other
 * organizations may invite the same address (telling them it is taken would reveal who uses the platform); the
 * first registration wins, since an email has one account.
 */
interface LiveInvitation {
  OrganizationID: string;
  EmployeeInviteID: string;
  expiresAt: number;
}

const markers = keyedItems<LiveInvitation>('Identity');
const liveKey = (organizationId: string, email: string): ItemKey => ({
  pk: `INVITEMAIL#${organizationId}#${email}`,
  sk: 'LIVE',
});

export const liveInvitations = {
  /** Claims the marker unless another live invitation (not expired, another one) holds it. */
  claim: (email: string, value: LiveInvitation) =>
    markers.put(liveKey(value.OrganizationID, email), value, {
      expression: 'attribute_not_exists(pk) OR expiresAt < :now OR EmployeeInviteID = :id',
      values: { ':now': now(), ':id': value.EmployeeInviteID },
    }),
  async release(organizationId: string, email: string): Promise<void> {
    await markers.delete(liveKey(organizationId, email));
  },
};

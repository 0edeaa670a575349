import type { registrationInput } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { hashPassword } from '../../auth/passwords';
import { accounts } from '../account/accounts';
import { AppError } from '../../errors';
import { hashInvitationToken, present } from './invitation-links-service';
import { invitationRepository, invitationTokens, liveInvitations } from './users-repository';
import { getOrganization } from '../organization/organization-service';
import { limitRate } from '../account/rate-limits-service';

const unusable =
  'This invitation link is no longer valid: it was used, replaced by a newer one, or cancelled. Ask your administrator for a new invitation.';
const expired = 'This invitation link has expired. Ask your administrator to resend the invitation.';
/** Told only to whoever holds the link (the invitee): the admin who invited learns nothing of other organizations. */
const hasAccount = (email: string) =>
  `${email} already has a Switchboard account (an address belongs to one organization): sign in with it, or ask for an invitation to another address.`;

/** The live invitation a link's token points at, or a clear reason why the link cannot be used. */
async function invitationOf(token: string) {
  const tokenHash = hashInvitationToken(token);
  const pointer = await invitationTokens.get(tokenHash);
  if (!pointer) throw new AppError('notFound', unusable);
  const record = await invitationRepository.get({ organizationId: pointer.OrganizationID }, pointer.EmployeeInviteID);
  if (!record || record.TokenHash !== tokenHash) throw new AppError('notFound', unusable);
  const status = present(record).Status;
  if (status === 'Expired') throw new AppError('invalid', expired);
  if (status !== 'Invited') throw new AppError('notFound', unusable);
  return { record, tokenHash };
}

export async function lookUpInvitation(token: string, clientAddress: string) {
  await limitRate('register', clientAddress);
  const { record } = await invitationOf(token);
  if (await accounts.byEmail(record.Email)) throw new AppError('exists', hasAccount(record.Email));
  const organization = await getOrganization(record.OrganizationID);
  return {
    Email: record.Email,
    FirstName: record.FirstName,
    LastName: record.LastName,
    OrganizationName: organization?.OrganizationName ?? '',
  };
}

/**
 * Registers through an invitation: the token is taken first (single use, even under a race), then the user is
 * created waiting for approval, then the invitation is marked registered.
 */
export async function register(input: z.output<typeof registrationInput>, clientAddress: string): Promise<'success'> {
  await limitRate('register', clientAddress);
  const { record, tokenHash } = await invitationOf(input.Token);
  if (await accounts.byEmail(record.Email)) throw new AppError('exists', hasAccount(record.Email));
  if (!(await invitationTokens.take(tokenHash))) throw new AppError('notFound', unusable);
  const created = await accounts.create({
    UserID: randomUUID(),
    Email: record.Email,
    FirstName: input.FirstName,
    LastName: input.LastName,
    Role: record.Role,
    OrganizationID: record.OrganizationID,
    PasswordHash: await hashPassword(input.Password),
    Enabled: true,
    Approved: false,
    EmployeeInviteID: record.EmployeeInviteID,
    DateCreated: new Date().toISOString(),
  });
  if (!created) throw new AppError('exists', hasAccount(record.Email));
  await liveInvitations.release(record.OrganizationID, record.Email);
  await invitationRepository.change({ organizationId: record.OrganizationID }, record.EmployeeInviteID, record, {
    FirstName: input.FirstName,
    LastName: input.LastName,
    Status: 'Registered',
    Accepted: true,
    TokenHash: undefined,
    DateLastUpdated: new Date().toISOString(),
    LastUpdatedBy: record.Email,
  });
  return 'success';
}

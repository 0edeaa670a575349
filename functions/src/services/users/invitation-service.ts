import type { approveInput, inviteInput } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Principal } from '../../auth/principal';
import { mailEnv } from '../../config/env';
import { accounts } from '../account/accounts';
import { AppError, invalid } from '../../errors';
import { log } from '../../log/log';
import { invitationMail } from '../../mail/invitation-mail';
import { mailer } from '../../mail/mailer';
import { manageableInvitation, manageableInvitationTo, type StoredInvitation } from './invitation-access-service';
import { newInvitationToken, present, registrationLink } from './invitation-links-service';
import { invitationRepository, invitationTokens, liveInvitations } from './users-repository';
import { createEmployeeFor } from '../content/employee-service';
import { getOrganization } from '../organization/organization-service';

async function save(
  record: StoredInvitation,
  by: string,
  changes: Partial<StoredInvitation>,
): Promise<StoredInvitation> {
  return invitationRepository.change({ organizationId: record.OrganizationID }, record.EmployeeInviteID, record, {
    ...changes,
    DateLastUpdated: new Date().toISOString(),
    LastUpdatedBy: by,
  });
}

/** Issues a new single-use link for the invitation, replacing the previous one, and answers it. */
async function issueLink(record: StoredInvitation, by: string): Promise<{ link: string; record: StoredInvitation }> {
  const { token, tokenHash, expiresAt } = newInvitationToken();
  const expiresAtSeconds = Math.floor(expiresAt.getTime() / 1000);
  const claimed = await liveInvitations.claim(record.Email, {
    OrganizationID: record.OrganizationID,
    EmployeeInviteID: record.EmployeeInviteID,
    expiresAt: expiresAtSeconds,
  });
  if (!claimed) throw new AppError('exists', `${record.Email} already has a pending invitation.`);
  await invitationTokens.put(tokenHash, {
    OrganizationID: record.OrganizationID,
    EmployeeInviteID: record.EmployeeInviteID,
    expiresAt: expiresAtSeconds,
  });
  if (record.TokenHash) await invitationTokens.take(record.TokenHash);
  const saved = await save(record, by, { Status: 'Invited', TokenHash: tokenHash, ExpiresAt: expiresAt.toISOString() });
  return { link: registrationLink(mailEnv().CONSOLE_URL, token), record: saved };
}

async function mailLink(record: StoredInvitation, link: string, invitedBy: string): Promise<void> {
  const organization = await getOrganization(record.OrganizationID);
  try {
    await mailer().send(
      invitationMail({
        to: record.Email,
        firstName: record.FirstName,
        organizationName: organization?.OrganizationName ?? '',
        invitedBy,
        link,
        expiresAt: record.ExpiresAt,
      }),
    );
  } catch (error) {
    log('error', 'invitation mail failed', { to: record.Email, error: (error as Error).message });
    throw new AppError(
      'upstream',
      `The invitation to ${record.Email} is saved, but the email could not be sent. Resend it later or copy its link.`,
    );
  }
}

/**
 * Invites a person: one live invitation per email in the organization, none for someone who already has an
 * account in it. Whether the address is used in another organization is not told (the answer is the same as for
 * a new address): the invitee learns it when they open the link, the admin never does.
 */
export async function invite(
  input: z.output<typeof inviteInput>,
  principal: Principal,
  target: { organizationId: string; invitationId?: string } = { organizationId: principal.organizationId },
): Promise<'success'> {
  const { organizationId } = target;
  const email = input.Email.toLowerCase();
  const account = await accounts.byEmail(email);
  if (account?.OrganizationID === organizationId) throw new AppError('exists', `${email} already has an account.`);
  const id = target.invitationId ?? randomUUID();
  const now = new Date().toISOString();
  const record = await invitationRepository.create({ organizationId }, id, {
    EmployeeInviteID: id,
    FirstName: input.FirstName,
    LastName: input.LastName,
    Email: email,
    Role: input.Role,
    Status: 'Invited',
    Accepted: false,
    Approved: false,
    EnrollmentCompleted: false,
    Enabled: true,
    DateLastUpdated: now,
    LastUpdatedBy: principal.email,
    OrganizationID: organizationId,
    ExpiresAt: now,
    InvitedBy: principal.email,
    DateCreated: now,
  });
  let issued: Awaited<ReturnType<typeof issueLink>>;
  try {
    issued = await issueLink(record, principal.email);
  } catch (error) {
    await invitationRepository.delete({ organizationId }, id);
    throw error;
  }
  await mailLink(issued.record, issued.link, principal.email);
  return 'success';
}

function assertResendable(record: StoredInvitation): void {
  const status = present(record).Status;
  if (status !== 'Invited' && status !== 'Expired') {
    throw invalid(
      `The invitation to ${record.Email} is ${status.toLowerCase()}; only pending or expired invitations get a new link.`,
    );
  }
}

export async function resend(email: string, principal: Principal): Promise<'Success'> {
  const record = await manageableInvitationTo(principal, email);
  assertResendable(record);
  const { link, record: saved } = await issueLink(record, principal.email);
  await mailLink(saved, link, principal.email);
  return 'Success';
}

export async function copyLink(id: string, principal: Principal): Promise<{ Link: string }> {
  const record = await manageableInvitation(principal, id);
  assertResendable(record);
  return { Link: (await issueLink(record, principal.email)).link };
}

export async function cancel(id: string, principal: Principal): Promise<'success'> {
  const record = await manageableInvitation(principal, id);
  const status = present(record).Status;
  if (!['Invited', 'Expired', 'Registered'].includes(status)) {
    throw invalid(
      `The invitation to ${record.Email} is ${status.toLowerCase()} and cannot be cancelled; disable the user instead.`,
    );
  }
  if (record.TokenHash) await invitationTokens.take(record.TokenHash);
  await liveInvitations.release(record.OrganizationID, record.Email);
  if (status === 'Registered') await accounts.remove(record.Email);
  await save(record, principal.email, { Status: 'Cancelled', TokenHash: undefined });
  return 'success';
}

export async function approve(input: z.output<typeof approveInput>, principal: Principal): Promise<'success'> {
  const record = await manageableInvitation(principal, input.EmployeeInviteID);
  if (record.Status !== 'Registered') {
    throw invalid(`Only a registered invitation can be approved; this one is ${present(record).Status.toLowerCase()}.`);
  }
  if (!(await accounts.change(record.Email, { Approved: true }))) {
    throw new AppError('notFound', `${record.Email} has no registration to approve.`);
  }
  await save(record, principal.email, { Status: 'Approved', Approved: true });
  return 'success';
}

export async function configure(id: string, principal: Principal): Promise<'success'> {
  const record = await manageableInvitation(principal, id);
  if (record.Status !== 'Approved') {
    throw invalid(
      `Only an approved registration can be configured; this one is ${present(record).Status.toLowerCase()}.`,
    );
  }
  const employeeId = await createEmployeeFor(record, principal.email);
  await accounts.change(record.Email, { EmployeeID: employeeId });
  await save(record, principal.email, { Status: 'Configured', EnrollmentCompleted: true, EmployeeID: employeeId });
  return 'success';
}

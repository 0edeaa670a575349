import { sameName, type InvitedUser } from '@switchboard/shared';
import type { z } from 'zod';
import type { approveInput, inviteInput, newOrganizationInput } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../auth/principal';
import { mailEnv } from '../config/env';
import { invitationTokens, liveInvitations } from '../data/identity-records';
import { identityRepository } from '../data/identity-repository';
import type { Versioned } from '../data/entity-repository';
import { AppError, invalid } from '../http/errors';
import { log } from '../http/log';
import { invitationMail } from '../mail/invitation-mail';
import { mailer } from '../mail/mailer';
import { createEmployeeFor } from './employees';
import {
  invitationRepository,
  newInvitationToken,
  present,
  registrationLink,
  type InvitationRecord as StoredInvitation,
} from './invitation-records';

type InvitationRecord = Versioned<StoredInvitation>;
import { getOrganization, organizationRepository, listOrganizations } from './organizations';

const scopeOf = (principal: Principal) => ({ organizationId: principal.organizationId });

export async function listInvitations(principal: Principal): Promise<InvitedUser[]> {
  const records = await invitationRepository.all(scopeOf(principal));
  return records.map(present).sort((a, b) => b.DateLastUpdated.localeCompare(a.DateLastUpdated));
}

async function findByEmail(principal: Principal, email: string): Promise<InvitationRecord | undefined> {
  const records = await invitationRepository.all(scopeOf(principal));
  return records
    .filter((record) => record.Email === email.toLowerCase())
    .sort((a, b) => b.DateCreated.localeCompare(a.DateCreated))[0];
}

async function getInvitation(organizationId: string, id: string): Promise<InvitationRecord> {
  const record = await invitationRepository.get({ organizationId }, id);
  if (!record) throw new AppError('notFound', 'No such invitation in your organization.');
  return record;
}

async function save(
  record: InvitationRecord,
  by: string,
  changes: Partial<InvitationRecord>,
): Promise<InvitationRecord> {
  const { Version, ...current } = record;
  const next = { ...current, ...changes, DateLastUpdated: new Date().toISOString(), LastUpdatedBy: by };
  return invitationRepository.replace(
    { organizationId: record.OrganizationID },
    record.EmployeeInviteID,
    next,
    Version,
  );
}

/** Issues a new single-use link for the invitation, replacing the previous one, and answers it. */
async function issueLink(record: InvitationRecord, by: string): Promise<{ link: string; record: InvitationRecord }> {
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

async function mailLink(record: InvitationRecord, link: string, invitedBy: string): Promise<void> {
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

/** Invites a person: one live invitation per email, none for an email that already has an account. */
export async function invite(
  input: z.output<typeof inviteInput>,
  principal: Principal,
  organizationId = principal.organizationId,
): Promise<'success'> {
  const email = input.Email.toLowerCase();
  if (await identityRepository.getUser(email)) throw new AppError('exists', `${email} already has an account.`);
  const id = randomUUID();
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

function assertResendable(record: InvitationRecord): void {
  const status = present(record).Status;
  if (status !== 'Invited' && status !== 'Expired') {
    throw invalid(
      `The invitation to ${record.Email} is ${status.toLowerCase()}; only pending or expired invitations get a new link.`,
    );
  }
}

export async function resend(email: string, principal: Principal): Promise<'Success'> {
  const record = await findByEmail(principal, email);
  if (!record) throw new AppError('notFound', `No invitation to ${email.toLowerCase()} in your organization.`);
  assertResendable(record);
  const { link, record: saved } = await issueLink(record, principal.email);
  await mailLink(saved, link, principal.email);
  return 'Success';
}

export async function copyLink(id: string, principal: Principal): Promise<{ Link: string }> {
  const record = await getInvitation(principal.organizationId, id);
  assertResendable(record);
  return { Link: (await issueLink(record, principal.email)).link };
}

export async function cancel(id: string, principal: Principal): Promise<'success'> {
  const record = await getInvitation(principal.organizationId, id);
  const status = present(record).Status;
  if (!['Invited', 'Expired', 'Registered'].includes(status)) {
    throw invalid(
      `The invitation to ${record.Email} is ${status.toLowerCase()} and cannot be cancelled; disable the user instead.`,
    );
  }
  if (record.TokenHash) await invitationTokens.take(record.TokenHash);
  await liveInvitations.release(record.Email);
  if (status === 'Registered') await identityRepository.deleteUser(record.Email);
  await save(record, principal.email, { Status: 'Cancelled', TokenHash: undefined });
  return 'success';
}

export async function approve(input: z.output<typeof approveInput>, principal: Principal): Promise<'success'> {
  const record = await getInvitation(principal.organizationId, input.EmployeeInviteID);
  if (record.Status !== 'Registered') {
    throw invalid(`Only a registered invitation can be approved; this one is ${present(record).Status.toLowerCase()}.`);
  }
  if (!(await identityRepository.updateUser(record.Email, { Approved: true }))) {
    throw new AppError('notFound', `${record.Email} has no registration to approve.`);
  }
  await save(record, principal.email, { Status: 'Approved', Approved: true });
  return 'success';
}

export async function configure(id: string, principal: Principal): Promise<'success'> {
  const record = await getInvitation(principal.organizationId, id);
  if (record.Status !== 'Approved') {
    throw invalid(
      `Only an approved registration can be configured; this one is ${present(record).Status.toLowerCase()}.`,
    );
  }
  const employeeId = await createEmployeeFor(record, principal.email);
  await identityRepository.updateUser(record.Email, { EmployeeID: employeeId });
  await save(record, principal.email, { Status: 'Configured', EnrollmentCompleted: true, EmployeeID: employeeId });
  return 'success';
}

/** Enables or disables a user of the organization (toggles without a value); disabling ends their sessions at once. */
export async function updateStatus(
  email: string,
  enabled: boolean | undefined,
  principal: Principal,
): Promise<{ ResponseStatus: string; ResponseMessage: string }> {
  const user = await identityRepository.getUser(email);
  if (!user || user.OrganizationID !== principal.organizationId) {
    throw new AppError('notFound', `No user with the email ${email.toLowerCase()} in your organization.`);
  }
  const next = enabled ?? !user.Enabled;
  if (!next && user.Email === principal.email) throw invalid('You cannot disable your own account.');
  await identityRepository.updateUser(user.Email, { Enabled: next });
  if (!next) await identityRepository.endSessionsOf(user.Email);
  if (user.EmployeeInviteID) {
    const record = await invitationRepository.get({ organizationId: user.OrganizationID }, user.EmployeeInviteID);
    if (record) await save(record, principal.email, { Enabled: next });
  }
  return { ResponseStatus: 'Success', ResponseMessage: `${user.Email} is now ${next ? 'enabled' : 'disabled'}.` };
}

export async function createOrganization(
  input: z.output<typeof newOrganizationInput>,
  principal: Principal,
): Promise<{ OrganizationID: string; OrganizationName: string }> {
  const taken = (await listOrganizations()).some((organization) =>
    sameName(organization.OrganizationName, input.OrganizationName),
  );
  if (taken) throw new AppError('exists', `An organization named ${input.OrganizationName} already exists.`);
  if (await identityRepository.getUser(input.Email))
    throw new AppError('exists', `${input.Email.toLowerCase()} already has an account.`);
  const id = randomUUID();
  await organizationRepository.create('platform', id, {
    OrganizationID: id,
    OrganizationName: input.OrganizationName,
    DateCreated: new Date().toISOString(),
    CreatedBy: principal.email,
  });
  await invite(
    { FirstName: input.FirstName, LastName: input.LastName, Email: input.Email, Role: 'OrgAdmin' },
    principal,
    id,
  );
  return { OrganizationID: id, OrganizationName: input.OrganizationName };
}

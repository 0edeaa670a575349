import type { InvitedUser } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { accounts, type UserRecord } from '../account/accounts';
import { foundingInvitations } from './invitation-access-service';
import { present } from './invitation-links-service';
import { invitationRepository } from './users-repository';

/**
 * A row's Version is its person's account's (what UpdateStatus changes, conditionally on it); 1 while they have no
 * account yet (an account starts at 1; one stored before accounts counted their changes counts as 1).
 */
const versionOf = (account: UserRecord | undefined) => account?.Version ?? 1;

/** The account made from this invitation, if any. */
const accountFrom = (record: { EmployeeInviteID: string }, account: UserRecord | undefined) =>
  account?.EmployeeInviteID === record.EmployeeInviteID ? account : undefined;

/** A user without an invitation in the list (seeded, created by ops), in the shape of a row of it. */
function accountRow(user: UserRecord): InvitedUser {
  const approved = user.Approved !== false;
  return {
    EmployeeInviteID: user.UserID,
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    Role: user.Role,
    Status: !approved ? 'Registered' : user.EmployeeID ? 'Configured' : 'Approved',
    Accepted: true,
    Approved: approved,
    EnrollmentCompleted: Boolean(user.EmployeeID),
    Enabled: user.Enabled,
    DateLastUpdated: user.DateCreated,
    LastUpdatedBy: '',
    OrganizationID: user.OrganizationID,
    ExpiresAt: user.DateCreated,
    EmployeeID: user.EmployeeID,
    AccountOnly: true,
    Version: versionOf(user),
  };
}

/**
 * GetInvitedUsers: the organization's invitations and every user of it who was never invited (so an admin sees,
 * and can disable, everyone), with Enabled read from the account; for a PlatformAdmin also the first-admin
 * invitation of each organization they created. Newest first.
 */
export async function listInvitedUsers(principal: Principal): Promise<InvitedUser[]> {
  const scope = { organizationId: principal.organizationId };
  const [records, users, founding] = await Promise.all([
    invitationRepository.all(scope),
    accounts.ofOrganization(principal.organizationId),
    foundingInvitations(principal),
  ]);
  const accountOf = new Map(users.map((user) => [user.Email, user]));
  const invited = new Set(records.map((record) => record.EmployeeInviteID));
  const rows: InvitedUser[] = records.map((record) => {
    const row = present(record);
    const account = accountFrom(record, accountOf.get(record.Email));
    return { ...row, Enabled: account?.Enabled ?? row.Enabled, Version: versionOf(account) };
  });
  for (const user of users) {
    if (!user.EmployeeInviteID || !invited.has(user.EmployeeInviteID)) rows.push(accountRow(user));
  }
  for (const { record, organizationName } of founding) {
    const account = accountFrom(record, await accounts.byEmail(record.Email));
    rows.push({ ...present(record), OrganizationName: organizationName, Version: versionOf(account) });
  }
  return rows.sort((a, b) => b.DateLastUpdated.localeCompare(a.DateLastUpdated));
}

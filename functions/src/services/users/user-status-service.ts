import { sessionStore } from '../../auth/session-store';
import { outranks } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { accounts, type UserRecord } from '../account/accounts';
import { AppError, invalid } from '../../errors';
import { invitationRepository } from './users-repository';
import { foundedBy } from '../organization/organization-service';

/** The user, if the principal may see them: one of their organization, or the first admin of one they created. */
async function reachableUser(principal: Principal, email: string): Promise<UserRecord> {
  const user = await accounts.byEmail(email);
  if (user?.OrganizationID === principal.organizationId) return user;
  if (user?.EmployeeInviteID) {
    const founded = await foundedBy(principal);
    const founding = founded.find((organization) => organization.OrganizationID === user.OrganizationID);
    if (founding?.FoundingInviteID === user.EmployeeInviteID) return user;
  }
  throw new AppError('notFound', `No user with the email ${email.toLowerCase()} in your organization.`);
}

/**
 * Enables or disables a user (toggles without a value); disabling ends their sessions at once. Nobody changes
 * their own status, nor that of a user whose role ranks above theirs (an OrgAdmin cannot lock out a PlatformAdmin).
 * With the Version of the user's row (GetInvitedUsers), only if nobody changed the account since; without, from
 * the account as read here, still conditionally: a concurrent change is never overwritten silently (409).
 */
export async function updateStatus(
  email: string,
  change: { Enabled?: boolean; Version?: number } | undefined,
  principal: Principal,
): Promise<{ ResponseStatus: string; ResponseMessage: string }> {
  const user = await reachableUser(principal, email);
  const version = user.Version ?? 1;
  if (change?.Version !== undefined && change.Version !== version) throw new AppError('conflict');
  const next = change?.Enabled ?? !user.Enabled;
  if (user.Email === principal.email) {
    throw invalid(next ? 'You cannot enable your own account.' : 'You cannot disable your own account.');
  }
  if (outranks(user.Role, principal.role)) {
    throw new AppError('forbidden', `Only a ${user.Role} can enable or disable ${user.Email}.`);
  }
  await accounts.change(user.Email, { Enabled: next }, version);
  if (!next) await sessionStore.endSessionsOf(user.Email);
  if (user.EmployeeInviteID) {
    const scope = { organizationId: user.OrganizationID };
    const record = await invitationRepository.get(scope, user.EmployeeInviteID);
    if (record) {
      const changes = { Enabled: next, DateLastUpdated: new Date().toISOString(), LastUpdatedBy: principal.email };
      await invitationRepository.change(scope, record.EmployeeInviteID, record, changes);
    }
  }
  return { ResponseStatus: 'Success', ResponseMessage: `${user.Email} is now ${next ? 'enabled' : 'disabled'}.` };
}

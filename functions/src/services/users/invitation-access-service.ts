import { sameName } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Versioned } from '../../data/versioned';
import { AppError } from '../../errors';
import { invitationRepository, type InvitationRecord } from './users-repository';
import { foundedBy } from '../organization/organization-service';

export type StoredInvitation = Versioned<InvitationRecord>;

/**
 * Which invitations a principal manages: those of their own organization, and for a PlatformAdmin the invitation
 * of the first admin of each organization they created. Anything else answers 404, like an unknown id.
 */

/** The first-admin invitations of the organizations the principal created, each with its organization's name. */
export async function foundingInvitations(
  principal: Principal,
): Promise<{ record: StoredInvitation; organizationName: string }[]> {
  const organizations = await foundedBy(principal);
  const found = await Promise.all(
    organizations.map(async (organization) => ({
      record: await invitationRepository.get(
        { organizationId: organization.OrganizationID },
        organization.FoundingInviteID,
      ),
      organizationName: organization.OrganizationName,
    })),
  );
  return found.filter((entry): entry is { record: StoredInvitation; organizationName: string } => !!entry.record);
}

export async function manageableInvitation(principal: Principal, id: string): Promise<StoredInvitation> {
  const own = await invitationRepository.get({ organizationId: principal.organizationId }, id);
  if (own) return own;
  const founding = (await foundingInvitations(principal)).find((entry) => entry.record.EmployeeInviteID === id);
  if (founding) return founding.record;
  throw new AppError('notFound', 'No such invitation in your organization.');
}

/** The newest invitation to this email the principal manages (resend names the invitee by email). */
export async function manageableInvitationTo(principal: Principal, email: string): Promise<StoredInvitation> {
  const own = await invitationRepository.all({ organizationId: principal.organizationId });
  const founding = (await foundingInvitations(principal)).map((entry) => entry.record);
  const newest = [...own, ...founding]
    .filter((record) => sameName(record.Email, email))
    .sort((a, b) => b.DateCreated.localeCompare(a.DateCreated))[0];
  if (!newest) throw new AppError('notFound', `No invitation to ${email.toLowerCase()} in your organization.`);
  return newest;
}

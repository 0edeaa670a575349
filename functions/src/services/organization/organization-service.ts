import type { Principal } from '../../auth/principal';
import { accounts } from '../account/accounts';
import { ORGANIZATIONS, organizationNames } from './organization-names';
import { organizationRepository, type OrganizationRecord } from './organization-repository';

export async function getOrganization(organizationId: string): Promise<OrganizationRecord | undefined> {
  return organizationRepository.get('platform', organizationId);
}

/** Creates an organization under its name, unique across the platform (409 naming OrganizationName when taken). */
export async function createOrganizationRecord(record: OrganizationRecord): Promise<void> {
  await organizationNames.create(ORGANIZATIONS, record.OrganizationName, record.OrganizationID, () =>
    organizationRepository.create('platform', record.OrganizationID, record),
  );
}

export async function listOrganizations(): Promise<{ OrganizationID: string; OrganizationName: string }[]> {
  const organizations = await organizationRepository.all('platform');
  return organizations
    .map(({ OrganizationID, OrganizationName }) => ({ OrganizationID, OrganizationName }))
    .sort((a, b) => a.OrganizationName.localeCompare(b.OrganizationName));
}

type Founded = OrganizationRecord & { FoundingInviteID: string };

/** The other organizations a PlatformAdmin created, whose first admin's invitation they manage; none for others. */
export async function foundedBy(principal: Principal): Promise<Founded[]> {
  if (principal.role !== 'PlatformAdmin') return [];
  const organizations: OrganizationRecord[] = await organizationRepository.all('platform');
  return organizations.filter(
    (organization): organization is Founded =>
      organization.CreatedBy === principal.email &&
      typeof organization.FoundingInviteID === 'string' &&
      organization.OrganizationID !== principal.organizationId,
  );
}

/** Whether the user joined by an invitation other than the organization's founding one (spec part 2 §6 IsInvited). */
export async function isInvited(principal: Principal): Promise<boolean> {
  const [user, organization] = await Promise.all([
    accounts.byEmail(principal.email),
    getOrganization(principal.organizationId),
  ]);
  return Boolean(user?.EmployeeInviteID) && user?.EmployeeInviteID !== organization?.FoundingInviteID;
}

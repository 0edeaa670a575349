import type { Principal } from '../../auth/principal';
import { organizationRepository, type OrganizationRecord } from './organization-repository';

export async function getOrganization(organizationId: string): Promise<OrganizationRecord | undefined> {
  return organizationRepository.get('platform', organizationId);
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

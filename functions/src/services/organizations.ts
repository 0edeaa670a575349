import { EntityRepository } from '../data/entity-repository';

export interface OrganizationRecord extends Record<string, unknown> {
  OrganizationID: string;
  OrganizationName: string;
  DateCreated: string;
  CreatedBy: string;
}

export const organizationRepository = new EntityRepository<OrganizationRecord>('Organization');

export async function getOrganization(organizationId: string): Promise<OrganizationRecord | undefined> {
  return organizationRepository.get('platform', organizationId);
}

export async function listOrganizations(): Promise<{ OrganizationID: string; OrganizationName: string }[]> {
  const organizations = await organizationRepository.all('platform');
  return organizations
    .map(({ OrganizationID, OrganizationName }) => ({ OrganizationID, OrganizationName }))
    .sort((a, b) => a.OrganizationName.localeCompare(b.OrganizationName));
}

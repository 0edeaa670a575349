import { AppError } from '../../errors';
import { seedOrganizationCollections } from '../collections/collections-seed';
import { stableId } from '../catalogue/seed/stable-id';
import { departmentRepository, groupRepository, officeLocationRepository } from './content-repository';

/**
 * The groups, office locations and departments every organization starts with: the content forms choose from
 * them. Their ids are derived from the organization and the name, so seeding again finds them (idempotent).
 */
export const STARTER_LOOKUPS = {
  officeLocations: ['Head office', 'Branch office', 'Remote'],
  departments: ['Administration', 'Customer support', 'Engineering', 'Finance', 'Sales'],
  groups: ['All employees', 'Managers', 'Front desk'],
};

async function ensure(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'exists')) throw error;
  }
}

export const lookupId = (kind: string, organizationId: string, name: string) =>
  stableId(`${kind}:${organizationId}`, name);

export async function seedOrganizationLookups(organizationId: string): Promise<void> {
  const scope = { organizationId };
  for (const name of STARTER_LOOKUPS.officeLocations) {
    const id = lookupId('OfficeLocation', organizationId, name);
    await ensure(() => officeLocationRepository.create(scope, id, { OfficeLocationID: id, OfficeLocationName: name }));
  }
  for (const name of STARTER_LOOKUPS.departments) {
    const id = lookupId('Department', organizationId, name);
    await ensure(() => departmentRepository.create(scope, id, { DepartmentID: id, DepartmentName: name }));
  }
  for (const name of STARTER_LOOKUPS.groups) {
    const id = lookupId('Group', organizationId, name);
    await ensure(() => groupRepository.create(scope, id, { GroupID: id, GroupName: name }));
  }
  await seedOrganizationCollections(organizationId);
}

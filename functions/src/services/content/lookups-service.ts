import { EMPTY_GUID, kpiGrains, type EmployeeOption } from '@switchboard/shared';
import type { Scope } from '../../data/entity-repository';
import { AppError } from '../../errors';
import { collectionCategoryOf } from '../collections/category-service';
import { getOrganization } from '../organization/organization-service';
import {
  departmentRepository,
  employeeRepository,
  groupRepository,
  kpiRepository,
  officeLocationRepository,
} from './content-repository';

const byText = (text: (item: Record<string, unknown>) => string) => (a: object, b: object) =>
  text(a as Record<string, unknown>).localeCompare(text(b as Record<string, unknown>));

async function employees(scope: Scope): Promise<EmployeeOption[]> {
  const all = await employeeRepository.all(scope);
  return all
    .map(({ EmployeeID, FirstName, LastName, Email }) => ({ EmployeeID, FirstName, LastName, Email }))
    .sort(byText((e) => `${String(e.LastName)} ${String(e.FirstName)}`));
}

const organizations = async (scope: { organizationId: string }) => {
  const organization = await getOrganization(scope.organizationId);
  return organization
    ? [{ OrganizationID: organization.OrganizationID, OrganizationName: organization.OrganizationName }]
    : [];
};

/**
 * What a list answers beside its items, by the answer's key: records of the caller's organization only (its one
 * Organization, its employees, groups, office locations, departments, KPIs), sorted by name.
 */
const loaders = {
  Organizations: organizations,
  Employees: employees,
  Groups: async (scope: Scope) =>
    (await groupRepository.all(scope))
      .map(({ GroupID, GroupName }) => ({ GroupID, GroupName }))
      .sort(byText((g) => String(g.GroupName))),
  OfficeLocations: async (scope: Scope) => officeLocations(scope),
  Locations: async (scope: Scope) => officeLocations(scope),
  Departments: async (scope: Scope) =>
    (await departmentRepository.all(scope))
      .map(({ DepartmentID, DepartmentName }) => ({ DepartmentID, DepartmentName }))
      .sort(byText((d) => String(d.DepartmentName))),
  KPI: async (scope: Scope) =>
    (await kpiRepository.all(scope))
      .map(({ KpiID, Name, KPIGrain, DataType }) => ({ KpiID, Name, KPIGrain, DataType }))
      .sort(byText((k) => String(k.Name))),
  KPIGrainOptions: async () => [...kpiGrains],
} satisfies Record<string, (scope: { organizationId: string }) => Promise<unknown[]>>;

async function officeLocations(scope: Scope) {
  return (await officeLocationRepository.all(scope))
    .map(({ OfficeLocationID, OfficeLocationName }) => ({ OfficeLocationID, OfficeLocationName }))
    .sort(byText((l) => String(l.OfficeLocationName)));
}

export type LookupName = keyof typeof loaders;

export async function loadLookups(
  names: readonly LookupName[],
  organizationId: string,
): Promise<Record<string, unknown[]>> {
  const scope = { organizationId };
  const loaded = await Promise.all(names.map(async (name) => [name, await loaders[name](scope)] as const));
  return Object.fromEntries(loaded);
}

/** The kinds of record a content record may name, and how a refusal calls them (the message of `refusalOf`). */
const referenced = {
  employee: { repository: employeeRepository, noun: 'employee' },
  group: { repository: groupRepository, noun: 'group' },
  officeLocation: { repository: officeLocationRepository, noun: 'office location' },
  department: { repository: departmentRepository, noun: 'department' },
  kpi: { repository: kpiRepository, noun: 'KPI' },
  /** The organization's collection categories are its help categories too. */
  helpCategory: { repository: { get: collectionCategoryOf }, noun: 'help category' },
} satisfies Record<string, { repository: { get(scope: Scope, id: string): Promise<unknown> }; noun: string }>;
export type ReferenceKind = keyof typeof referenced;

/** Why an id of this kind is refused: it names no record of the caller's organization. */
export const refusalOf = (field: string, kind: ReferenceKind) =>
  `${field}: there is no such ${referenced[kind].noun} in your organization.`;

/**
 * Every id a record names (EmployeeID, GroupID…) must be a record of the caller's organization; one that is not
 * (another organization's, or none) answers 404 naming the field, and nothing is written.
 */
export async function checkReferences(
  record: Record<string, unknown>,
  references: Partial<Record<string, ReferenceKind>>,
  organizationId: string,
): Promise<void> {
  for (const [field, kind] of Object.entries(references)) {
    const value = record[field];
    // '' and the empty GUID are the spec's "none".
    if (typeof value !== 'string' || value === '' || value === EMPTY_GUID || !kind) continue;
    const { repository } = referenced[kind];
    if (!(await repository.get({ organizationId }, value))) {
      throw new AppError('notFound', refusalOf(field, kind));
    }
  }
}

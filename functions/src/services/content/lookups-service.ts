import { EMPTY_GUID, foldForSearch, kpiGrains, type EmployeeOption } from '@switchboard/shared';
import type { Scope } from '../../data/entity-repository';
import { AppError } from '../../errors';
import { collectionCategoryLookup } from '../collections/category-service';
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The kinds of record a content record may name, how a refusal calls them (the message of `refusalOf`), and the
 * name a table shows for one (what a search by name matches).
 */
const referenced = {
  employee: {
    repository: employeeRepository,
    noun: 'employee',
    idField: 'EmployeeID',
    names: (e: Record<string, unknown>) => [`${text(e.FirstName)} ${text(e.LastName)}`, text(e.Email)],
  },
  group: {
    repository: groupRepository,
    noun: 'group',
    idField: 'GroupID',
    names: (g: Record<string, unknown>) => [text(g.GroupName)],
  },
  officeLocation: {
    repository: officeLocationRepository,
    noun: 'office location',
    idField: 'OfficeLocationID',
    names: (l: Record<string, unknown>) => [text(l.OfficeLocationName)],
  },
  department: {
    repository: departmentRepository,
    noun: 'department',
    idField: 'DepartmentID',
    names: (d: Record<string, unknown>) => [text(d.DepartmentName)],
  },
  kpi: {
    repository: kpiRepository,
    noun: 'KPI',
    idField: 'KpiID',
    names: (k: Record<string, unknown>) => [text(k.Name)],
  },
  /** The organization's collection categories are its help categories too. */
  helpCategory: {
    repository: collectionCategoryLookup,
    noun: 'help category',
    idField: 'Id',
    names: (c: Record<string, unknown>) => [text(c.Name)],
  },
} satisfies Record<
  string,
  {
    repository: { get(scope: Scope, id: string): Promise<unknown>; all(scope: Scope): Promise<object[]> };
    noun: string;
    idField: string;
    names: (record: Record<string, unknown>) => string[];
  }
>;
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

/**
 * For a search: per field naming a record (EmployeeID, GroupID…), the ids of the organization's records of that
 * kind whose name holds the search, so a row is found by the name its table shows rather than by its id.
 */
export async function referencesNamed(
  search: string | undefined,
  references: Partial<Record<string, ReferenceKind>>,
  organizationId: string,
): Promise<Map<string, Set<string>>> {
  const folded = foldForSearch(search ?? '');
  const found = new Map<string, Set<string>>();
  if (!folded) return found;
  for (const [field, kind] of Object.entries(references)) {
    if (!kind) continue;
    const { repository, names, idField } = referenced[kind];
    const records = (await repository.all({ organizationId })) as Record<string, unknown>[];
    const ids = records
      .filter((record) => names(record).some((name) => foldForSearch(name).includes(folded)))
      .map((record) => String(record[idField]));
    found.set(field, new Set(ids));
  }
  return found;
}

/** The name a table shows for the organization's record of this kind (a person: "First Last"), if there is one. */
export async function nameOfReference(kind: ReferenceKind, id: string, organizationId: string) {
  const { repository, names } = referenced[kind];
  const record = (await repository.get({ organizationId }, id)) as Record<string, unknown> | undefined;
  return record ? names(record)[0]?.trim() || undefined : undefined;
}

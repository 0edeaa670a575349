import type {
  Blog,
  Briefing,
  CafeteriaMenu,
  DepartmentOption,
  Employee,
  GroupOption,
  Kpi,
  KpiData,
  News,
  Notification,
  OfficeLocationOption,
} from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

/**
 * The content records of an organization, one EntityRepository each (pk ORG#{org}#{Type}). Each lists a page at a
 * time in its own order (the InOrder index): newest first by DateCreated, employees by name A to Z, KPI values by
 * KPI, grain and period (newest first), so one KPI's values are one key range (the chart's query). Employees were
 * saved before they had an order key: ByType lets the start-up give them one.
 */
type Stored<T> = Omit<T, 'Version'> & Record<string, unknown>;

const newest = <T extends { DateCreated: string }>(record: T, id: string) => `${record.DateCreated}#${id}`;
const ordered = <T extends { DateCreated: string }>(type: string) =>
  new EntityRepository<Stored<T>>(type, { inOrder: newest });

export const blogRepository = ordered<Blog>('Blog');
export const briefingRepository = ordered<Briefing>('Briefing');
export const kpiRepository = ordered<Kpi>('Kpi');
export const newsRepository = ordered<News>('News');
export const notificationRepository = ordered<Notification>('Notification');
export const cafeteriaRepository = ordered<CafeteriaMenu>('CafeteriaMenu');

export type EmployeeRecord = Stored<Omit<Employee, 'UserLoginPin'>> & { UserLoginPinHash?: string };
const byName = (employee: EmployeeRecord, id: string) =>
  `${employee.LastName.toLowerCase()}#${employee.FirstName.toLowerCase()}#${id}`;
export const employeeRepository = new EntityRepository<EmployeeRecord>('Employee', {
  inOrder: byName,
  ascending: true,
  byType: (_, id) => id,
});

/** Where one KPI's values of one grain begin in the InOrder index. */
export const kpiDataRange = (kpiId: string, grain?: string) => `${kpiId}#${grain ? `${grain}#` : ''}`;
export const kpiDataRepository = new EntityRepository<Stored<KpiData>>('KpiData', {
  inOrder: (value, id) => `${kpiDataRange(value.KpiID, value.KPIGrain)}${value.Period}#${id}`,
});

/** The organization's own lists the forms choose from (seeded per organization, lookups-seed.ts). */
export const groupRepository = new EntityRepository<GroupOption>('Group');
export const officeLocationRepository = new EntityRepository<OfficeLocationOption>('OfficeLocation');
export const departmentRepository = new EntityRepository<DepartmentOption>('Department');

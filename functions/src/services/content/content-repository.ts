import {
  blogFamily,
  employeeFamily,
  kpiDataFamily,
  kpiFamily,
  type DepartmentOption,
  type GroupOption,
  type OfficeLocationOption,
} from '@switchboard/shared';
import type * as z from 'zod/mini';
import { EntityRepository } from '../../data/entity-repository';

/**
 * The content records of an organization, one EntityRepository each (pk ORG#{org}#{Type}). Each lists a page at a
 * time in its own order (the InOrder index): newest first by DateCreated, employees by name A to Z, KPI values by
 * KPI, grain and period (newest first), so one KPI's values are one key range (the chart's query). Employees were
 * saved before they had an order key: ByType lets the start-up give them one.
 */
type Stored<T> = Omit<T, 'Version'> & Record<string, unknown>;

/** A family's record as stored: its item (the family's `type` names it in the key). */
export type RecordOf<F extends { item: z.ZodMiniType }> = Stored<z.output<F['item']>>;

const newest = (record: Record<string, unknown>, id: string) => `${String(record.DateCreated)}#${id}`;
/** A family's records newest first: what a content family gets unless it is declared below with its own order. */
export const newestFirst = <F extends { type: string; item: z.ZodMiniType }>(family: F) =>
  new EntityRepository<RecordOf<F>>(family.type, { inOrder: newest });

export const blogRepository = newestFirst(blogFamily);
export const kpiRepository = newestFirst(kpiFamily);

export type EmployeeRecord = Stored<Omit<z.output<typeof employeeFamily.item>, 'UserLoginPin'>> & {
  UserLoginPinHash?: string;
};
const byName = (employee: EmployeeRecord, id: string) =>
  `${employee.LastName.toLowerCase()}#${employee.FirstName.toLowerCase()}#${id}`;
export const employeeRepository = new EntityRepository<EmployeeRecord>(employeeFamily.type, {
  inOrder: byName,
  ascending: true,
  byType: (_, id) => id,
});

/** Where one KPI's values of one grain begin in the InOrder index. */
export const kpiDataRange = (kpiId: string, grain?: string) => `${kpiId}#${grain ? `${grain}#` : ''}`;
export const kpiDataRepository = new EntityRepository<RecordOf<typeof kpiDataFamily>>(kpiDataFamily.type, {
  inOrder: (value, id) => `${kpiDataRange(value.KpiID, value.KPIGrain)}${value.Period}#${id}`,
});

/** The organization's own lists the forms choose from (seeded per organization, lookups-seed.ts). */
export const groupRepository = new EntityRepository<GroupOption>('Group');
export const officeLocationRepository = new EntityRepository<OfficeLocationOption>('OfficeLocation');
export const departmentRepository = new EntityRepository<DepartmentOption>('Department');

/** The content repositories other services read, by the family's stored type name (contentService finds its own here). */
export const contentRepositories = {
  [blogFamily.type]: blogRepository,
  [kpiFamily.type]: kpiRepository,
  [employeeFamily.type]: employeeRepository,
  [kpiDataFamily.type]: kpiDataRepository,
};

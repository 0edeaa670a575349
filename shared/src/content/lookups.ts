import * as z from 'zod/mini';
import { organization } from '../organization/schemas';
import { lazySchema } from '../core/lazy-schema';

/**
 * The records the content forms choose from, as the list calls answer them beside their items (spec part 2 §7:
 * GetKPI → {KPIs, Organizations, Employees}…). All are real records of the caller's organization: its Employee
 * records (made when an invitation is configured, or added on the Employees screen), and its groups, office
 * locations and departments (seeded for every organization). `Locations` (GetEmployees) and `OfficeLocations` are
 * the same office-location records; a record's LocationID names one of them.
 */
export const organizationOption = organization;
export const employeeOption = /* @__PURE__ */ lazySchema(() =>
  z.object({
    EmployeeID: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
  }),
);
export const groupOption = /* @__PURE__ */ lazySchema(() => z.object({ GroupID: z.string(), GroupName: z.string() }));
export const officeLocationOption = /* @__PURE__ */ lazySchema(() =>
  z.object({ OfficeLocationID: z.string(), OfficeLocationName: z.string() }),
);
export const departmentOption = /* @__PURE__ */ lazySchema(() =>
  z.object({ DepartmentID: z.string(), DepartmentName: z.string() }),
);

/** A KPI's data is recorded per period of its grain; Daily unless chosen otherwise (spec part 2 §9). */
export const kpiGrains = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type KpiGrain = (typeof kpiGrains)[number];
export const DEFAULT_KPI_GRAIN: KpiGrain = 'Daily';

export const kpiOption = /* @__PURE__ */ lazySchema(() =>
  z.object({ KpiID: z.string(), Name: z.string(), KPIGrain: z.string(), DataType: z.string() }),
);

export type EmployeeOption = z.infer<typeof employeeOption>;
export type GroupOption = z.infer<typeof groupOption>;
export type OfficeLocationOption = z.infer<typeof officeLocationOption>;
export type DepartmentOption = z.infer<typeof departmentOption>;
export type KpiOption = z.infer<typeof kpiOption>;

/**
 * The selects' options, from the lookups a content list answers beside its first page (never a list of our own; the
 * list route declares them, see LookupsOf): the organization's employees, groups, office locations, departments, KPIs.
 */
import type {
  DepartmentOption,
  EmployeeOption,
  GroupOption,
  KpiOption,
  OfficeLocationOption,
} from '@switchboard/shared';
import type { FieldOption } from '../../../components/list-screen/types';

export const employeeName = (employee: EmployeeOption) => `${employee.FirstName} ${employee.LastName}`.trim();

export const employeeOptions = (employees: readonly EmployeeOption[] = []): FieldOption[] =>
  employees.map((employee) => ({
    value: employee.EmployeeID,
    label: employeeName(employee),
    description: employee.Email,
  }));

export const groupOptions = (groups: readonly GroupOption[] = []): FieldOption[] =>
  groups.map((group) => ({ value: group.GroupID, label: group.GroupName }));

export const locationOptions = (locations: readonly OfficeLocationOption[] = []): FieldOption[] =>
  locations.map((location) => ({ value: location.OfficeLocationID, label: location.OfficeLocationName }));

export const departmentOptions = (departments: readonly DepartmentOption[] = []): FieldOption[] =>
  departments.map((department) => ({ value: department.DepartmentID, label: department.DepartmentName }));

export const kpiOptions = (kpis: readonly KpiOption[] = []): FieldOption[] =>
  kpis.map((kpi) => ({ value: kpi.KpiID, label: kpi.Name, description: `${kpi.KPIGrain}, ${kpi.DataType}` }));

/** An optional reference's options: "None" (the empty GUID on the server) first. */
export const withNone = (options: FieldOption[], none = 'None'): FieldOption[] => [
  { value: '', label: none },
  ...options,
];

/**
 * How a referenced id reads: the option's label; the id itself when the lookup does not hold it (e.g. a record of
 * the organization removed since); '' for none.
 */
export const labelOf = (options: readonly FieldOption[], id: string) =>
  id ? (options.find((option) => option.value === id)?.label ?? id) : '';

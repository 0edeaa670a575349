import { SECRET_MASK, type Employee, type EmployeeOption, employeeFamily } from '@switchboard/shared';
import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import type { DeclaredListScreen, LookupsOf } from '../../../components/list-screen/declared-screen';
import { listScreen, type EntityFields, type FormValuesOf } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, referenceField } from '../common/common-fields';
import { familyMessages } from '../common/content-messages';
import { departmentOptions, employeeName, employeeOptions, locationOptions } from '../common/lookup-options';
import { familyData } from '../common/content-data';

/** GetEmployees's lookups; its rows (read whole) are the manager select's options. */
type EmployeeLookups = Omit<LookupsOf<'GetEmployees'>, 'Employees'> & { Employees?: readonly EmployeeOption[] };

const employeeFields = (lookups: EmployeeLookups) =>
  ({
    name: {
      label: 'Name',
      show: employeeName,
      column: {
        isRowHeader: true,
        width: 220,
        sortingComparator: (a, b) => employeeName(a).localeCompare(employeeName(b)),
      },
    },
    FirstName: { label: 'First name', control: { kind: 'text', half: true } },
    LastName: { label: 'Last name', control: { kind: 'text', half: true } },
    Email: { label: 'Email', control: { kind: 'text', placeholder: 'name@example.com' } },
    Phone: { label: 'Phone', control: { kind: 'text', optional: true, half: true, countsLength: true } },
    MobilePhone: { label: 'Mobile phone', control: { kind: 'text', optional: true, half: true, countsLength: true } },
    UserLoginId: {
      label: 'Voice sign-in ID',
      column: { hiddenByDefault: true },
      control: { kind: 'text', optional: true, half: true, countsLength: true },
    },
    UserLoginPin: {
      label: 'Voice sign-in PIN',
      show: (employee) => (employee.UserLoginPin ? 'Set' : 'Not set'),
      column: { sortingField: undefined, hiddenByDefault: true },
      control: {
        kind: 'secret',
        optional: true,
        half: true,
        constraintText: '4 to 8 digits. Stored hashed.',
        dynamic: (values) =>
          values.UserLoginPin === SECRET_MASK
            ? { description: 'A PIN is set: leave it to keep it, type a new one, or empty it to remove it.' }
            : {},
      },
    },
    DepartmentID: referenceField<Employee, EmployeeFormValues>(
      'Department',
      (e) => e.DepartmentID,
      departmentOptions(lookups.Departments),
      lookups.loading,
    ),
    OfficeLocationID: referenceField<Employee, EmployeeFormValues>(
      'Office location',
      (e) => e.OfficeLocationID,
      locationOptions(lookups.Locations),
      lookups.loading,
    ),
    EmployeeManagerID: referenceField<Employee, EmployeeFormValues>(
      'Manager',
      (e) => e.EmployeeManagerID,
      employeeOptions(lookups.Employees),
      lookups.loading,
      { none: 'No manager' },
    ),
    EmployeeID: { label: 'Employee ID' },
    ...auditFields<Employee, EmployeeFormValues>(),
  }) satisfies EntityFields<Employee, EmployeeFormValues, string>;

const FORM_KEYS = [
  'FirstName',
  'LastName',
  'Email',
  'Phone',
  'MobilePhone',
  'UserLoginId',
  'UserLoginPin',
  'DepartmentID',
  'OfficeLocationID',
  'EmployeeManagerID',
] as const;

export type EmployeeFormValues = FormValuesOf<(typeof FORM_KEYS)[number]>;

/**
 * Employees (spec part 2 §2): read by OrgAdmin and Staff, added and changed by an OrgAdmin only (the route table
 * says so, and the screen shows Add and Edit only to the roles it allows). No delete: a person who leaves is
 * disabled on Invite users, and their record stays named by KPIs, briefings and managers.
 */
export function employeeScreen(lookups: EmployeeLookups): ListScreenConfig<Employee, EmployeeFormValues> {
  return listScreen({
    fields: employeeFields(lookups),
    data: familyData<Employee>(employeeFamily),
    table: {
      id: 'employees',
      title: 'Employees',
      description: 'The people of your organization, by name.',
      noun: 'employee',
      itemId: (e) => e.EmployeeID,
      itemLabel: employeeName,
      columns: [
        'name',
        'Email',
        'Phone',
        'MobilePhone',
        'DepartmentID',
        'OfficeLocationID',
        'EmployeeManagerID',
        'UserLoginId',
        'UserLoginPin',
      ],
    },
    form: {
      fields: FORM_KEYS,
    },
    details: ['EmployeeID', ...FORM_KEYS, ...AUDIT_DETAILS],
    messages: familyMessages(employeeFamily),
  });
}

/**
 * The manager select offers every employee, not only the table's loaded page: the list read whole (up to the
 * server's 2,000), which also brings the lookups.
 */
function useWholeList(): EmployeeLookups {
  const whole = useRoute('GetEmployees', undefined, { staleTime: 60_000 });
  const loading = whole.isPending;
  return useMemo(() => ({ ...whole.data, loading }), [whole.data, loading]);
}

/** /content/employees, as the registry renders it. */
export default { useLookups: useWholeList, config: employeeScreen } satisfies DeclaredListScreen<EmployeeLookups>;

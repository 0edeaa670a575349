import { messages, SECRET_MASK, type Employee } from '@switchboard/shared';
import { listScreen, type EntityFields } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS, auditFields, referenceField } from '../common/common-fields';
import { contentMessages } from '../common/content-messages';
import {
  departmentOptions,
  employeeName,
  employeeOptions,
  locationOptions,
  type ContentLookups,
} from '../common/lookup-options';
import { contentData } from '../common/content-data';

export type EmployeeFormValues = {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  MobilePhone: string;
  UserLoginId: string;
  UserLoginPin: string;
  DepartmentID: string;
  OfficeLocationID: string;
  EmployeeManagerID: string;
};

const employeeFields = (lookups: ContentLookups) =>
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
    Phone: { label: 'Phone', control: { kind: 'text', optional: true, half: true, maxLength: 30 } },
    MobilePhone: { label: 'Mobile phone', control: { kind: 'text', optional: true, half: true, maxLength: 30 } },
    UserLoginId: {
      label: 'Voice sign-in ID',
      column: { hiddenByDefault: true },
      control: { kind: 'text', optional: true, half: true, maxLength: 100 },
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
      departmentOptions(lookups.departments),
      lookups.loading,
    ),
    OfficeLocationID: referenceField<Employee, EmployeeFormValues>(
      'Office location',
      (e) => e.OfficeLocationID,
      locationOptions(lookups.locations),
      lookups.loading,
    ),
    EmployeeManagerID: referenceField<Employee, EmployeeFormValues>(
      'Manager',
      (e) => e.EmployeeManagerID,
      employeeOptions(lookups.employees),
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

/**
 * Employees (spec part 2 §2): read by OrgAdmin and Staff, added and changed by an OrgAdmin only (the route table
 * says so, and the screen shows Add and Edit only to the roles it allows). No delete: a person who leaves is
 * disabled on Invite users, and their record stays named by KPIs, briefings and managers.
 */
export function employeeScreen(lookups: ContentLookups): ListScreenConfig<Employee, EmployeeFormValues> {
  return listScreen({
    fields: employeeFields(lookups),
    data: contentData<Employee>(
      { list: 'GetEmployees', rowsKey: 'Employees', create: 'AddEmployees', update: 'UpdateEmployees' },
      (employee) => employee.EmployeeID,
    ),
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
      empty: () => Object.fromEntries(FORM_KEYS.map((key) => [key, ''])) as Record<(typeof FORM_KEYS)[number], string>,
      fromItem: (e) =>
        Object.fromEntries(FORM_KEYS.map((key) => [key, e[key]])) as Record<(typeof FORM_KEYS)[number], string>,
      toCreateBody: (values) => values,
      toUpdateBody: (values, e) => ({ ...values, EmployeeID: e.EmployeeID, Version: e.Version }),
    },
    details: ['EmployeeID', ...FORM_KEYS, ...AUDIT_DETAILS],
    messages: contentMessages('employee', {
      created: messages.msg_employee_added,
      updated: messages.msg_employee_updated,
    }),
  });
}

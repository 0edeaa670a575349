import { secret } from '../core/secret';
import * as z from 'zod/mini';
import { email, optionalText, personName } from '../core/fields';
import { family } from '../core/family';
import { SECRET_MASK } from '../connections/schemas';
import { auditShape, contentCalls, optionalRef } from './fields';
import { departmentOption, officeLocationOption, organizationOption } from './lookups';

const phone = () =>
  optionalText(30).check(
    z.refine(
      (value) => value === '' || /^\+?[0-9][0-9 ()./-]{2,29}$/.test(value),
      'must be a phone number (digits, spaces, + ( ) . / -)',
    ),
  );

/**
 * An employee (spec part 2 §3). UserLoginPin is a credential (the voice sign-in PIN): it is stored hashed and
 * answered as the mask when set; sending the mask back keeps it, '' clears it.
 */
export const employeeFamily = family({
  ...contentCalls,
  writers: ['OrgAdmin'],
  type: 'Employee',
  id: 'EmployeeID',
  what: 'employees',
  /** UserLoginPin answers the mask when a PIN is set, else ''. */
  fields: () => ({
    FirstName: personName(),
    LastName: personName(),
    Email: email(),
    Phone: phone(),
    MobilePhone: phone(),
    UserLoginId: optionalText(100),
    UserLoginPin: secret(
      optionalText(8).check(
        z.refine((value) => value === '' || value === SECRET_MASK || /^\d{4,8}$/.test(value), 'must be 4 to 8 digits'),
      ),
    ),
    DepartmentID: optionalRef(),
    OfficeLocationID: optionalRef(),
    EmployeeManagerID: optionalRef(),
  }),
  stored: () => auditShape,
  list: {
    name: 'GetEmployees',
    paged: true,
    search: true,
    items: 'Employees',
    lookups: { Organizations: organizationOption, Locations: officeLocationOption, Departments: departmentOption },
    summary: 'Employees by name (A to Z).',
  },
  add: { name: 'AddEmployees' },
  update: { name: 'UpdateEmployees' },
  references: { DepartmentID: 'department', OfficeLocationID: 'officeLocation', EmployeeManagerID: 'employee' },
  search: ['Email', 'Phone', 'MobilePhone', 'UserLoginId'],
  noun: 'employee',
  labels: {
    UserLoginId: 'Voice sign-in ID',
    UserLoginPin: 'Voice sign-in PIN',
    UserLoginPinHash: 'Voice sign-in PIN',
    EmployeeManagerID: 'Manager',
  },
  messages: { added: 'msg_employee_added', updated: 'msg_employee_updated' },
});

export const employeeInput = employeeFamily.input;
export const employeeUpdate = employeeFamily.change;
export const employee = employeeFamily.item;

export type Employee = z.infer<typeof employee>;
export type NewEmployee = z.output<typeof employeeInput>;
export type EmployeeChange = z.output<typeof employeeUpdate>;

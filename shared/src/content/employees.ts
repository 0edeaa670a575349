import { secret } from '../core/secret';
import * as z from 'zod/mini';
import { email, id, optionalText, personName, version } from '../core/fields';
import { SECRET_MASK } from '../connections/schemas';
import { auditShape, optionalRef } from './fields';
import { lazySchema } from '../core/lazy-schema';

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
const employeeFields = /* @__PURE__ */ lazySchema(() => ({
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
}));

export const employeeInput = /* @__PURE__ */ lazySchema(() => z.object(employeeFields));
export const employeeUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...employeeFields, EmployeeID: id(), Version: version() }),
);

export const employee = /* @__PURE__ */ lazySchema(() =>
  z.object({
    EmployeeID: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    Phone: z.string(),
    MobilePhone: z.string(),
    UserLoginId: z.string(),
    /** The mask when a PIN is set, else ''. */
    UserLoginPin: z.string(),
    DepartmentID: z.string(),
    OfficeLocationID: z.string(),
    EmployeeManagerID: z.string(),
    ...auditShape,
  }),
);

export type Employee = z.infer<typeof employee>;
export type NewEmployee = z.output<typeof employeeInput>;
export type EmployeeChange = z.output<typeof employeeUpdate>;

import { employeeFamily, SECRET_MASK, type Employee } from '@switchboard/shared';
import { hashPassword } from '../../auth/passwords';
import { AppError, invalid } from '../../errors';
import { employeeRepository, type EmployeeRecord } from './content-repository';
import { contentService } from './content-kind';
import { checkEmployeeRank } from './employee-rank';

/**
 * Employees. The voice sign-in PIN (UserLoginPin) is a credential: only its scrypt hash is stored, answers carry
 * the mask when one is set, and an update that sends the mask back keeps it ('' removes it). No delete: a person
 * leaving is a user disabled on Invite users; their record stays named by KPIs, briefings and reports.
 */
export const employees = contentService(employeeFamily, {
  search: [(e) => `${String(e.FirstName)} ${String(e.LastName)}`, ...employeeFamily.search],
  async check(input, principal, current) {
    if (current && input.EmployeeManagerID === current.EmployeeID) {
      throw invalid('EmployeeManagerID: an employee cannot be their own manager');
    }
    if (current) await checkEmployeeRank(input, principal, current);
  },
  async derive(input, _principal, current) {
    const { UserLoginPin: pin } = input;
    const kept = pin === SECRET_MASK ? (current?.UserLoginPinHash as string | undefined) : undefined;
    const hash = pin && pin !== SECRET_MASK ? await hashPassword(pin) : kept;
    return { UserLoginPin: undefined, UserLoginPinHash: hash };
  },
  present: (record) => presentEmployee(record as EmployeeRecord & { Version: number }),
});

/** Fields records made before employees had them lack. */
const missingFields = {
  Phone: '',
  MobilePhone: '',
  UserLoginId: '',
  DepartmentID: '',
  OfficeLocationID: '',
  EmployeeManagerID: '',
};

/** An employee as answers show it: every field (records made by an invitation lack some), the PIN masked. */
function presentEmployee(record: EmployeeRecord & { Version: number }): Employee {
  const { UserLoginPinHash: hash, ...rest } = record;
  const made = { DateCreated: record.DateLastUpdated, CreatedBy: record.LastUpdatedBy };
  return { ...missingFields, ...made, ...rest, UserLoginPin: hash ? SECRET_MASK : '' } as Employee;
}

/**
 * Creates the Employee record of a configured user. Its id is the invitation's, so configuring again after a
 * failure halfway finds the record made the first time instead of making a second one.
 */
export async function createEmployeeFor(
  person: { EmployeeInviteID: string; FirstName: string; LastName: string; Email: string; OrganizationID: string },
  by: string,
): Promise<string> {
  const id = person.EmployeeInviteID;
  const now = new Date().toISOString();
  try {
    await employeeRepository.create({ organizationId: person.OrganizationID }, id, {
      EmployeeID: id,
      FirstName: person.FirstName,
      LastName: person.LastName,
      Email: person.Email,
      Phone: '',
      MobilePhone: '',
      UserLoginId: person.Email,
      DepartmentID: '',
      OfficeLocationID: '',
      EmployeeManagerID: '',
      OrganizationID: person.OrganizationID,
      DateCreated: now,
      CreatedBy: by,
      DateLastUpdated: now,
      LastUpdatedBy: by,
    });
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'exists')) throw error;
  }
  return id;
}

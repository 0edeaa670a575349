import { EntityRepository } from '../data/entity-repository';
import { AppError } from '../http/errors';

export interface EmployeeRecord extends Record<string, unknown> {
  EmployeeID: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  MobilePhone: string;
  UserLoginId: string;
  OrganizationID: string;
  DateLastUpdated: string;
  LastUpdatedBy: string;
}

export const employeeRepository = new EntityRepository<EmployeeRecord>('Employee');

/**
 * Creates the Employee record of a configured user. Its id is the invitation's, so configuring again after a
 * failure halfway finds the record made the first time instead of making a second one.
 */
export async function createEmployeeFor(
  person: { EmployeeInviteID: string; FirstName: string; LastName: string; Email: string; OrganizationID: string },
  by: string,
): Promise<string> {
  const id = person.EmployeeInviteID;
  try {
    await employeeRepository.create({ organizationId: person.OrganizationID }, id, {
      EmployeeID: id,
      FirstName: person.FirstName,
      LastName: person.LastName,
      Email: person.Email,
      Phone: '',
      MobilePhone: '',
      UserLoginId: person.Email,
      OrganizationID: person.OrganizationID,
      DateLastUpdated: new Date().toISOString(),
      LastUpdatedBy: by,
    });
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'exists')) throw error;
  }
  return id;
}

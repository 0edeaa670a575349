import { employeeRepository } from './content-repository';
import { AppError } from '../../errors';

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

import { EntityRepository } from '../../data/entity-repository';

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

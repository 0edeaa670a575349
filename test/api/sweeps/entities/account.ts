import { read, body, query, type Fixture } from './fixture';
import { newInvitation, unique, uniqueEmail } from '../context';

export const accountFixtures: Record<string, Fixture> = {
  // account
  Login: { kind: 'action', valid: async () => body({ Email: uniqueEmail('nobody'), Password: 'Not-Their-Pass-1!' }) },
  Logout: { kind: 'action', valid: async () => ({}) },
  Me: read(),
  Organizations: read(),
  Invitation: read(async () => query({ token: 'a'.repeat(43) })),
  Register: {
    kind: 'action',
    valid: async () =>
      body({
        Token: 'b'.repeat(43),
        FirstName: 'Ada',
        LastName: 'Nobody',
        Password: 'Sweep-Password-4!',
        ConfirmPassword: 'Sweep-Password-4!',
      }),
  },
  ChangeProfilePassword: {
    kind: 'action',
    as: 'staff',
    // A wrong old password: the valid call changes nothing either.
    valid: async () =>
      body({
        OldPassword: 'Not-The-Old-Pass-1!',
        NewPassword: 'Sweep-New-Pass-5!',
        ConfirmPassword: 'Sweep-New-Pass-5!',
      }),
  },
  GetEmployeeData: read(),

  // users
  GetInvitedUsers: read(),
  UpdateStatus: {
    kind: 'update',
    valid: async () => ({ query: { email: (await newInvitation('Approved')).Email }, body: { Enabled: false } }),
    writer: (valid, i) => ({ ...valid, body: { Enabled: i % 2 === 0 } }),
    readBack: { list: 'GetInvitedUsers', id: 'Email' },
  },
  SendInvitationEmail: { kind: 'action', valid: async () => query({ email: (await newInvitation()).Email }) },
  SendInvitation: {
    kind: 'create',
    valid: async () => body({ FirstName: 'Sweep', LastName: 'Person', Email: uniqueEmail('sweep') }),
    unique: 'one live invitation per email',
    readBack: { list: 'GetInvitedUsers', id: 'Email' },
  },
  CancelInvitation: {
    kind: 'delete',
    valid: async () => query({ EmployeeInviteID: (await newInvitation()).EmployeeInviteID }),
  },
  ApproveRegistration: { kind: 'action', valid: async () => body(await newInvitation('Registered')) },
  ConfigureApprovedRegistration: {
    kind: 'action',
    valid: async () => query({ EmployeeinviteID: (await newInvitation('Approved')).EmployeeInviteID }),
  },
  InvitationLink: {
    kind: 'action',
    valid: async () => query({ EmployeeInviteID: (await newInvitation()).EmployeeInviteID }),
  },
  CreateOrganization: {
    kind: 'create',
    valid: async () =>
      body({
        OrganizationName: unique('Sweep Organization'),
        FirstName: 'Sweep',
        LastName: 'Founder',
        Email: uniqueEmail('founder'),
      }),
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), Email: uniqueEmail(`founder${i}`) } }),
    unique: 'organization names',
    readBack: { list: 'Organizations', id: 'OrganizationName' },
  },
};

import { groupHandler } from '../../http/group-handler';
import type { Operations } from '../../http/operation';
import { createOrganization } from '../../services/founding';
import { listInvitedUsers } from '../../services/invited-users';
import { approve, cancel, configure, copyLink, invite, resend } from '../../services/invitations';
import { updateStatus } from '../../services/user-status';

type UsersRoute =
  | 'GetInvitedUsers'
  | 'UpdateStatus'
  | 'SendInvitationEmail'
  | 'SendInvitation'
  | 'CancelInvitation'
  | 'ApproveRegistration'
  | 'ConfigureApprovedRegistration'
  | 'InvitationLink'
  | 'CreateOrganization';

const operations: Operations<UsersRoute> = {
  GetInvitedUsers: ({ principal }) => listInvitedUsers(principal),
  UpdateStatus: ({ query, body, principal }) => updateStatus(query.email, body?.Enabled, principal),
  SendInvitationEmail: ({ query, principal }) => resend(query.email, principal),
  SendInvitation: ({ body, principal }) => invite(body, principal),
  CancelInvitation: ({ query, principal }) => cancel(query.EmployeeInviteID, principal),
  ApproveRegistration: ({ body, principal }) => approve(body, principal),
  ConfigureApprovedRegistration: ({ query, principal }) => configure(query.EmployeeinviteID, principal),
  InvitationLink: ({ query, principal }) => copyLink(query.EmployeeInviteID, principal),
  CreateOrganization: ({ body, principal }) => createOrganization(body, principal),
};

export const handler = groupHandler('users', operations);

import { usersRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { createOrganization } from '../../services/users/founding-service';
import { listInvitedUsers } from '../../services/users/invited-users-service';
import { approve, cancel, configure, copyLink, invite, resend } from '../../services/users/invitation-service';
import { updateStatus } from '../../services/users/user-status-service';

const operations = bindGroup('users', [usersRoutes], {
  GetInvitedUsers: ({ principal }) => listInvitedUsers(principal),
  UpdateStatus: ({ query, body, principal }) => updateStatus(query.email, body, principal),
  SendInvitationEmail: ({ query, principal }) => resend(query.email, principal),
  SendInvitation: ({ body, principal }) => invite(body, principal),
  CancelInvitation: ({ query, principal }) => cancel(query.EmployeeInviteID, principal),
  ApproveRegistration: ({ body, principal }) => approve(body, principal),
  ConfigureApprovedRegistration: ({ query, principal }) => configure(query.EmployeeinviteID, principal),
  InvitationLink: ({ query, principal }) => copyLink(query.EmployeeInviteID, principal),
  CreateOrganization: ({ body, principal }) => createOrganization(body, principal),
});

export const handler = groupHandler(operations);

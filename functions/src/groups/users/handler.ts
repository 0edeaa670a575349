import { usersRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const founding = onFirstUse(() => import('../../services/users/founding-service'));
const invited = onFirstUse(() => import('../../services/users/invited-users-service'));
const invitations = onFirstUse(() => import('../../services/users/invitation-service'));
const status = onFirstUse(() => import('../../services/users/user-status-service'));

const operations = bindGroup('users', [usersRoutes], {
  GetInvitedUsers: async ({ principal }) => (await invited()).listInvitedUsers(principal),
  UpdateStatus: async ({ query, body, principal }) => (await status()).updateStatus(query.email, body, principal),
  SendInvitationEmail: async ({ query, principal }) => (await invitations()).resend(query.email, principal),
  SendInvitation: async ({ body, principal }) => (await invitations()).invite(body, principal),
  CancelInvitation: async ({ query, principal }) => (await invitations()).cancel(query.EmployeeInviteID, principal),
  ApproveRegistration: async ({ body, principal }) => (await invitations()).approve(body, principal),
  ConfigureApprovedRegistration: async ({ query, principal }) =>
    (await invitations()).configure(query.EmployeeinviteID, principal),
  InvitationLink: async ({ query, principal }) => (await invitations()).copyLink(query.EmployeeInviteID, principal),
  CreateOrganization: async ({ body, principal }) => (await founding()).createOrganization(body, principal),
});

export const handler = groupHandler(operations);

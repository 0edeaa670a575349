import { accountRoutes, SESSION_COOKIE } from '@switchboard/shared';
import { clearedSessionCookie, sessionCookie } from '../../auth/sessions';
import { env } from '../../config/env';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { Reply } from '../../http/reply';
import { signIn, signOut, whoAmI } from '../../services/account/account-service';
import { listOrganizations } from '../../services/organization/organization-service';
import { changePassword, employeeData } from '../../services/account/profile-service';
import { lookUpInvitation, register } from '../../services/account/registration-service';

const secure = () => env().SECURE_COOKIES === 'true';

const operations = bindGroup('account', [accountRoutes], {
  Login: async ({ body, request }) => {
    const { token, principal } = await signIn(body, request.cookies[SESSION_COOKIE], request.clientAddress);
    return new Reply(principal, { cookies: [sessionCookie(token, secure())] });
  },
  Logout: async ({ request, principal }) => {
    await signOut(request.cookies[SESSION_COOKIE], principal);
    return new Reply('Success' as const, { cookies: [clearedSessionCookie(secure())] });
  },
  Me: ({ principal }) => whoAmI(principal),
  Organizations: () => listOrganizations(),
  Invitation: ({ query, request }) => lookUpInvitation(query.token, request.clientAddress),
  Register: ({ body, request }) => register(body, request.clientAddress),
  ChangeProfilePassword: async ({ body, principal, request }) => {
    const { token, ...answer } = await changePassword(body, principal, request.clientAddress);
    if (!token) return new Reply(answer, { status: 400 });
    return new Reply(answer, { cookies: [sessionCookie(token, secure())] });
  },
  GetEmployeeData: ({ principal }) => employeeData(principal),
});

export const handler = groupHandler(operations);

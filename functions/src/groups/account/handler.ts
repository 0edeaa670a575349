import { accountRoutes, SESSION_COOKIE } from '@switchboard/shared';
import { clearedSessionCookie, sessionCookie } from '../../auth/sessions';
import { env } from '../../config/env';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { Reply } from '../../http/reply';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const account = onFirstUse(() => import('../../services/account/account-service'));
const organizations = onFirstUse(() => import('../../services/organization/organization-service'));
const profile = onFirstUse(() => import('../../services/account/profile-service'));
const registration = onFirstUse(() => import('../../services/users/registration-service'));

const secure = () => env().SECURE_COOKIES === 'true';

const operations = bindGroup('account', [accountRoutes], {
  Login: async ({ body, request }) => {
    const { signIn } = await account();
    const { token, principal } = await signIn(body, request.cookies[SESSION_COOKIE], request.clientAddress);
    return new Reply(principal, { cookies: [sessionCookie(token, secure())] });
  },
  Logout: async ({ request, principal }) => {
    await (await account()).signOut(request.cookies[SESSION_COOKIE], principal);
    return new Reply('Success' as const, { cookies: [clearedSessionCookie(secure())] });
  },
  Me: async ({ principal }) => (await account()).whoAmI(principal),
  Organizations: async () => (await organizations()).listOrganizations(),
  Invitation: async ({ query, request }) => (await registration()).lookUpInvitation(query.token, request.clientAddress),
  Register: async ({ body, request }) => (await registration()).register(body, request.clientAddress),
  ChangeProfilePassword: async ({ body, principal, request }) => {
    const { token, ...answer } = await (await profile()).changePassword(body, principal, request.clientAddress);
    if (!token) return new Reply(answer, { status: 400 });
    return new Reply(answer, { cookies: [sessionCookie(token, secure())] });
  },
  GetEmployeeData: async ({ principal }) => (await profile()).employeeData(principal),
});

export const handler = groupHandler(operations);

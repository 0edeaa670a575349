import { SESSION_COOKIE } from '@switchboard/shared';
import { clearedSessionCookie, sessionCookie } from '../../auth/sessions';
import { env } from '../../config/env';
import { groupHandler } from '../../http/group-handler';
import type { Operations } from '../../http/operation';
import { Reply } from '../../http/reply';
import { signIn, signOut, whoAmI } from '../../services/auth';
import { listOrganizations } from '../../services/organizations';

const secure = () => env().SECURE_COOKIES === 'true';

const operations: Operations<'Login' | 'Logout' | 'Me' | 'Organizations'> = {
  Login: async ({ body, request }) => {
    const { token, principal } = await signIn(body, request.cookies[SESSION_COOKIE]);
    return new Reply(principal, { cookies: [sessionCookie(token, secure())] });
  },
  Logout: async ({ request }) => {
    await signOut(request.cookies[SESSION_COOKIE]);
    return new Reply('Success' as const, { cookies: [clearedSessionCookie(secure())] });
  },
  Me: ({ principal }) => whoAmI(principal),
  Organizations: () => listOrganizations(),
};

export const handler = groupHandler('account', operations);

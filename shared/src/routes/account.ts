import { z } from 'zod';
import { loginInput, principalAnswer } from '../schemas/auth';
import { route } from './define';

export const accountRoutes = {
  Login: route({
    method: 'POST',
    path: '/Auth/Login',
    group: 'account',
    access: 'public',
    body: loginInput,
    answer: principalAnswer,
    summary: 'Sign in with email and password; sets the session cookie.',
  }),
  Logout: route({
    method: 'POST',
    path: '/Auth/Logout',
    group: 'account',
    access: 'public',
    answer: z.literal('Success'),
    summary: 'End the current session and clear its cookie.',
  }),
  Me: route({
    method: 'GET',
    path: '/Auth/Me',
    group: 'account',
    access: 'signedIn',
    answer: principalAnswer,
    summary: 'The signed-in user, their role and organization.',
  }),
  Organizations: route({
    method: 'GET',
    path: '/Platform/Organizations',
    group: 'account',
    access: ['PlatformAdmin'],
    answer: z.array(z.object({ OrganizationID: z.string(), OrganizationName: z.string() })),
    summary: 'Every organization of the platform (PlatformAdmin).',
  }),
};

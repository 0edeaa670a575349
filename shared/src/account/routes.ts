import * as z from 'zod/mini';
import { lowerSuccess, success, wrappedWithBody } from '../core/answers';
import { route } from '../core/route';
import { organization } from '../organization/schemas';
import {
  changePasswordAnswer,
  changePasswordInput,
  invitationLookup,
  invitationLookupQuery,
  loginInput,
  principalAnswer,
  registrationInput,
} from './schemas';
import { lazySchema } from '../core/lazy-schema';

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
    answer: success,
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
    answer: /* @__PURE__ */ lazySchema(() => z.array(organization)),
    summary: 'Every organization of the platform (PlatformAdmin).',
  }),
  Invitation: route({
    method: 'GET',
    path: '/Auth/Invitation',
    group: 'account',
    access: 'public',
    query: invitationLookupQuery,
    answer: invitationLookup,
    summary: 'What an invitation link is for (who and which organization), or why it can no longer be used.',
  }),
  Register: route({
    method: 'POST',
    path: '/Auth/Register',
    group: 'account',
    access: 'public',
    body: registrationInput,
    answer: lowerSuccess,
    summary: 'Register through an invitation link: name and password; the admin approves next.',
  }),
  ChangeProfilePassword: route({
    method: 'POST',
    path: '/Manage/ChangeProfilePassword',
    group: 'account',
    access: 'signedIn',
    body: changePasswordInput,
    answer: changePasswordAnswer,
    summary: "Change the signed-in user's password; their other sessions end and this one is renewed.",
  }),
  GetEmployeeData: route({
    method: 'GET',
    path: '/Utilities/GetEmployeeData',
    group: 'account',
    access: 'signedIn',
    answer: wrappedWithBody,
    summary: 'ResponseBody is the JSON text of {EmployeeId, EmployeeOrganizationId} of the signed-in user.',
  }),
};

import * as z from 'zod/mini';
import { lowerSuccess, success, wrapped } from '../core/answers';
import { route } from '../core/route';
import { newOrganizationInput, organization } from '../organization/schemas';
import {
  approveInput,
  cancelQuery,
  configureQuery,
  emailQuery,
  invitationLinkQuery,
  invitedUser,
  inviteInput,
  statusUpdate,
} from './schemas';
import { lazySchema } from '../core/lazy-schema';

/** Invitations: an OrgAdmin manages their organization's; a PlatformAdmin also starts new organizations. */
const admins = ['OrgAdmin', 'PlatformAdmin'] as const;

export const usersRoutes = {
  GetInvitedUsers: route({
    method: 'GET',
    path: '/Users/GetInvitedUsers',
    group: 'users',
    access: admins,
    answer: /* @__PURE__ */ lazySchema(() => z.array(invitedUser)),
    summary: "The organization's invitations, newest first, with the invited user's state.",
  }),
  UpdateStatus: route({
    method: 'POST',
    path: '/Users/UpdateStatus',
    group: 'users',
    access: admins,
    query: emailQuery,
    body: /* @__PURE__ */ lazySchema(() => z.optional(statusUpdate)),
    answer: wrapped,
    summary: 'Enable or disable the user with this email (toggles without a body); disabling ends their sessions.',
  }),
  SendInvitationEmail: route({
    method: 'GET',
    path: '/Users/SendInvitationEmail',
    group: 'users',
    access: admins,
    query: emailQuery,
    answer: success,
    summary: 'Resend a pending or expired invitation with a new link (the old link stops working).',
  }),
  SendInvitation: route({
    method: 'POST',
    path: '/Users/SendInvitation',
    group: 'users',
    access: admins,
    body: inviteInput,
    answer: lowerSuccess,
    summary: 'Invite a person by email to register in the organization.',
  }),
  CancelInvitation: route({
    method: 'POST',
    path: '/Users/CancelInvitation',
    group: 'users',
    access: admins,
    query: cancelQuery,
    answer: lowerSuccess,
    summary: 'Cancel a pending, expired or registered (not yet approved) invitation.',
  }),
  ApproveRegistration: route({
    method: 'POST',
    path: '/Users/ApproveRegistration',
    group: 'users',
    access: admins,
    body: approveInput,
    answer: lowerSuccess,
    summary: 'Approve a registration: the user can sign in from now on.',
  }),
  ConfigureApprovedRegistration: route({
    method: 'POST',
    path: '/Users/ConfigureApprovedRegistration',
    group: 'users',
    access: admins,
    query: configureQuery,
    answer: lowerSuccess,
    summary: 'Create the Employee record of an approved user and link it.',
  }),
  InvitationLink: route({
    method: 'POST',
    path: '/Users/InvitationLink',
    group: 'users',
    access: admins,
    query: invitationLinkQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.object({ Link: z.string() })),
    summary: 'A fresh invitation link to hand over without mail (the previous link stops working).',
  }),
  CreateOrganization: route({
    method: 'POST',
    path: '/Platform/CreateOrganization',
    group: 'users',
    access: ['PlatformAdmin'],
    body: newOrganizationInput,
    answer: organization,
    summary: 'Create an organization and invite its first OrgAdmin.',
  }),
};

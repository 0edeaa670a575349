import * as z from 'zod/mini';
import { roles } from '../roles';
import { email, id, personName, version } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

export const invitationStatuses = ['Invited', 'Registered', 'Approved', 'Configured', 'Cancelled', 'Expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

/** Roles an invitation can grant inside an organization (PlatformAdmin is never invited). */
export const invitableRoles = ['Staff', 'OrgAdmin'] as const;

export const inviteInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    FirstName: personName(),
    LastName: personName(),
    Email: email(),
    Role: z._default(z.optional(z.enum(invitableRoles, { error: 'must be Staff or OrgAdmin' })), 'Staff'),
  }),
);
export type InviteInput = z.input<typeof inviteInput>;

export const invitedUser = /* @__PURE__ */ lazySchema(() =>
  z.object({
    EmployeeInviteID: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Email: z.string(),
    /** Any role: the list also shows the organization's users who were never invited (a seeded PlatformAdmin). */
    Role: z.enum(roles),
    Status: z.enum(invitationStatuses),
    Accepted: z.boolean(),
    Approved: z.boolean(),
    EnrollmentCompleted: z.boolean(),
    Enabled: z.boolean(),
    DateLastUpdated: z.string(),
    LastUpdatedBy: z.string(),
    OrganizationID: z.string(),
    ExpiresAt: z.string(),
    EmployeeID: z.optional(z.string()),
    /** Set on a row of another organization: a PlatformAdmin's invitation of the first admin of one they created. */
    OrganizationName: z.optional(z.string()),
    /** Set on a user who has an account but no invitation in the list (seeded or created by ops). */
    AccountOnly: z.optional(z.boolean()),
    /** The Version of the person's account (its status); 1 while they have none yet. UpdateStatus sends it back. */
    Version: z.number(),
  }),
);
export type InvitedUser = z.infer<typeof invitedUser>;

export const emailQuery = /* @__PURE__ */ lazySchema(() => z.object({ email: email() }));
export const statusUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Enabled: z.optional(z.boolean({ error: 'must be true or false' })),
    /** The row's Version as answered: the change is made only if nobody changed the account since (else 409). */
    Version: z.optional(version()),
  }),
);
export const cancelQuery = /* @__PURE__ */ lazySchema(() => z.object({ EmployeeInviteID: id() }));
export const configureQuery = /* @__PURE__ */ lazySchema(() => z.object({ EmployeeinviteID: id() }));
export const approveInput = /* @__PURE__ */ lazySchema(() => z.looseObject({ EmployeeInviteID: id() }));
export const invitationLinkQuery = /* @__PURE__ */ lazySchema(() => z.object({ EmployeeInviteID: id() }));

import { z } from 'zod';
import { passwordProblems } from '../rules/password-policy';
import { roles } from '../roles';
import { email, id, kindError, requiredText } from './fields';

export const invitationStatuses = ['Invited', 'Registered', 'Approved', 'Configured', 'Cancelled', 'Expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;

export const personName = () =>
  requiredText(50).regex(
    /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u,
    'must contain only letters, spaces, hyphens and apostrophes',
  );

export const newPassword = () =>
  z
    .string({ error: kindError('text') })
    .max(256, 'must be at most 256 characters')
    .superRefine((value, context) => {
      const problems = passwordProblems(value);
      if (problems.length) context.addIssue({ code: 'custom', message: `needs ${problems.join(', ').toLowerCase()}` });
    });

/** Roles an invitation can grant inside an organization (PlatformAdmin is never invited). */
export const invitableRoles = ['Staff', 'OrgAdmin'] as const;

export const inviteInput = z.object({
  FirstName: personName(),
  LastName: personName(),
  Email: email(),
  Role: z.enum(invitableRoles, { error: 'must be Staff or OrgAdmin' }).optional().default('Staff'),
});
export type InviteInput = z.input<typeof inviteInput>;

export const invitedUser = z.object({
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
  EmployeeID: z.string().optional(),
  /** Set on a row of another organization: a PlatformAdmin's invitation of the first admin of one they created. */
  OrganizationName: z.string().optional(),
  /** Set on a user who has an account but no invitation in the list (seeded or created by ops). */
  AccountOnly: z.boolean().optional(),
});
export type InvitedUser = z.infer<typeof invitedUser>;

export const emailQuery = z.object({ email: email() });
export const statusUpdate = z.object({ Enabled: z.boolean({ error: 'must be true or false' }).optional() });
export const cancelQuery = z.object({ EmployeeInviteID: id() });
export const configureQuery = z.object({ EmployeeinviteID: id() });
export const approveInput = z.looseObject({ EmployeeInviteID: id() });
export const invitationLinkQuery = z.object({ EmployeeInviteID: id() });

export const wrapped = z.object({ ResponseStatus: z.string(), ResponseMessage: z.string() });
export const wrappedWithBody = wrapped.extend({ ResponseBody: z.string() });

export const invitationToken = () =>
  z.string({ error: kindError('text') }).regex(/^[\w-]{43}$/, 'is not an invitation link this console sent');

export const invitationLookupQuery = z.object({ token: invitationToken() });
export const invitationLookup = z.object({
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  OrganizationName: z.string(),
});

export const registrationInput = z
  .object({
    Token: invitationToken(),
    FirstName: personName(),
    LastName: personName(),
    Password: newPassword(),
    ConfirmPassword: z.string({ error: kindError('text') }),
  })
  .refine((input) => input.Password === input.ConfirmPassword, {
    message: 'must match Password',
    path: ['ConfirmPassword'],
  });

export const newOrganizationInput = z.object({
  OrganizationName: requiredText(100).min(2, 'must be at least 2 characters'),
  FirstName: personName(),
  LastName: personName(),
  Email: email(),
});

export const changePasswordInput = z
  .object({
    OldPassword: z
      .string({ error: kindError('text') })
      .min(1, 'is required')
      .max(256, 'must be at most 256 characters'),
    NewPassword: newPassword(),
    ConfirmPassword: z.string({ error: kindError('text') }),
  })
  .refine((input) => input.NewPassword === input.ConfirmPassword, {
    message: 'must match NewPassword',
    path: ['ConfirmPassword'],
  });
export const changePasswordAnswer = z.object({ Success: z.boolean(), Message: z.string() });

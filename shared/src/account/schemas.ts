import { secret } from '../core/secret';
import * as z from 'zod/mini';
import { kindError, personName, requiredText } from '../core/fields';
import { roles } from '../roles';
import { passwordProblems } from './password-policy';
import { lazySchema } from '../core/lazy-schema';

export const loginInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    // Any text, not only a valid address: a mistyped address is answered like a wrong password.
    Email: requiredText(254),
    Password: secret(
      z
        .string({ error: kindError('text') })
        .check(z.minLength(1, 'is required'), z.maxLength(256, 'must be at most 256 characters')),
    ),
  }),
);

export const principalAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    Role: z.enum(roles),
    OrganizationID: z.string(),
    OrganizationName: z.string(),
  }),
);
export type PrincipalAnswer = z.infer<typeof principalAnswer>;

export const newPassword = () =>
  secret(
    z.string({ error: kindError('text') }).check(
      z.maxLength(256, 'must be at most 256 characters'),
      z.superRefine((value, context) => {
        const problems = passwordProblems(value);
        if (problems.length)
          context.addIssue({ code: 'custom', message: `needs ${problems.join(', ').toLowerCase()}` });
      }),
    ),
  );

export const invitationToken = () =>
  z.string({ error: kindError('text') }).check(z.regex(/^[\w-]{43}$/, 'is not an invitation link this console sent'));

export const invitationLookupQuery = /* @__PURE__ */ lazySchema(() => z.object({ token: invitationToken() }));
export const invitationLookup = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Email: z.string(),
    FirstName: z.string(),
    LastName: z.string(),
    OrganizationName: z.string(),
  }),
);

export const registrationInput = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      Token: invitationToken(),
      FirstName: personName(),
      LastName: personName(),
      Password: newPassword(),
      ConfirmPassword: secret(z.string({ error: kindError('text') })),
    })
    .check(
      z.refine((input) => input.Password === input.ConfirmPassword, {
        message: 'must match Password',
        path: ['ConfirmPassword'],
      }),
    ),
);

export const changePasswordInput = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      OldPassword: secret(
        z
          .string({ error: kindError('text') })
          .check(z.minLength(1, 'is required'), z.maxLength(256, 'must be at most 256 characters')),
      ),
      NewPassword: newPassword(),
      ConfirmPassword: secret(z.string({ error: kindError('text') })),
    })
    .check(
      z.refine((input) => input.NewPassword === input.ConfirmPassword, {
        message: 'must match NewPassword',
        path: ['ConfirmPassword'],
      }),
    ),
);
export const changePasswordAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({ Success: z.boolean(), Message: z.string() }),
);

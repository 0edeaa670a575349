import { z } from 'zod';
import { roles } from '../roles';
import { kindError, requiredText } from './fields';

export const loginInput = z.object({
  // Any text, not only a valid address: a mistyped address is answered like a wrong password.
  Email: requiredText(254),
  Password: z
    .string({ error: kindError('text') })
    .min(1, 'is required')
    .max(256, 'must be at most 256 characters'),
});

export const principalAnswer = z.object({
  Email: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Role: z.enum(roles),
  OrganizationID: z.string(),
  OrganizationName: z.string(),
});
export type PrincipalAnswer = z.infer<typeof principalAnswer>;

export const organization = z.object({ OrganizationID: z.string(), OrganizationName: z.string() });
export type OrganizationSummary = z.infer<typeof organization>;

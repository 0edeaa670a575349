import { z } from 'zod';
import { email, personName, requiredText } from '../core/fields';

export const organization = z.object({ OrganizationID: z.string(), OrganizationName: z.string() });
export type OrganizationSummary = z.infer<typeof organization>;

export const newOrganizationInput = z.object({
  OrganizationName: requiredText(100).min(2, 'must be at least 2 characters'),
  FirstName: personName(),
  LastName: personName(),
  Email: email(),
});

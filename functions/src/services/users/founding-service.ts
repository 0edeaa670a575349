import { type newOrganizationInput } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Principal } from '../../auth/principal';
import { accounts } from '../account/accounts';
import { AppError } from '../../errors';
import { invite } from './invitation-service';
import { seedOrganizationLookups } from '../content/lookups-seed';
import { createOrganizationRecord } from '../organization/organization-service';

/**
 * A PlatformAdmin starts an organization and invites its first OrgAdmin. The organization keeps that invitation's
 * id, so its creator sees the invitation in their list and can resend, cancel, approve and configure it: nobody
 * of the new organization can sign in yet to do so.
 */
export async function createOrganization(
  input: z.output<typeof newOrganizationInput>,
  principal: Principal,
): Promise<{ OrganizationID: string; OrganizationName: string }> {
  if (await accounts.byEmail(input.Email))
    throw new AppError('exists', `${input.Email.toLowerCase()} already has an account.`);
  const id = randomUUID();
  const invitationId = randomUUID();
  await createOrganizationRecord({
    OrganizationID: id,
    OrganizationName: input.OrganizationName,
    DateCreated: new Date().toISOString(),
    CreatedBy: principal.email,
    FoundingInviteID: invitationId,
  });
  await seedOrganizationLookups(id);
  await invite(
    { FirstName: input.FirstName, LastName: input.LastName, Email: input.Email, Role: 'OrgAdmin' },
    principal,
    { organizationId: id, invitationId },
  );
  return { OrganizationID: id, OrganizationName: input.OrganizationName };
}

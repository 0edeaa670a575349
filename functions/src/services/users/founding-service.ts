import { type newOrganizationInput } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { Principal } from '../../auth/principal';
import { accountRepository } from '../account/account-repository';
import { AppError } from '../../errors';
import { invite } from './invitation-service';
import { organizationRepository } from '../organization/organization-repository';
import { seedOrganizationLookups } from '../content/lookups-seed';
import { ORGANIZATIONS, organizationNames } from './organization-names';

/**
 * A PlatformAdmin starts an organization and invites its first OrgAdmin. The organization keeps that invitation's
 * id, so its creator sees the invitation in their list and can resend, cancel, approve and configure it: nobody
 * of the new organization can sign in yet to do so.
 */
export async function createOrganization(
  input: z.output<typeof newOrganizationInput>,
  principal: Principal,
): Promise<{ OrganizationID: string; OrganizationName: string }> {
  if (await accountRepository.getUser(input.Email))
    throw new AppError('exists', `${input.Email.toLowerCase()} already has an account.`);
  const id = randomUUID();
  const invitationId = randomUUID();
  await organizationNames.create(ORGANIZATIONS, input.OrganizationName, id, () =>
    organizationRepository.create('platform', id, {
      OrganizationID: id,
      OrganizationName: input.OrganizationName,
      DateCreated: new Date().toISOString(),
      CreatedBy: principal.email,
      FoundingInviteID: invitationId,
    }),
  );
  await seedOrganizationLookups(id);
  await invite(
    { FirstName: input.FirstName, LastName: input.LastName, Email: input.Email, Role: 'OrgAdmin' },
    principal,
    { organizationId: id, invitationId },
  );
  return { OrganizationID: id, OrganizationName: input.OrganizationName };
}

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { call, invitationLinkFor, signIn, tokenOf } from './client';
import { TEST_PASSWORD } from './global-setup';

/** People of the organization tests: an OrgAdmin who joined by invitation, and a new organization's founding owner. */
export const uniqueEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.net`;

async function register(email: string): Promise<void> {
  const body = { Token: tokenOf(invitationLinkFor(email)), FirstName: 'Ina', LastName: 'Vited' };
  const registered = await call('Register', {
    body: { ...body, Password: TEST_PASSWORD, ConfirmPassword: TEST_PASSWORD },
  });
  expect(registered.status).toBe(200);
}

async function approve(cookie: string, email: string): Promise<void> {
  const rows = (await call<{ Email: string }[]>('GetInvitedUsers', { cookie })).body;
  const row = rows.find((r) => r.Email === email)!;
  expect((await call('ApproveRegistration', { cookie, body: row })).status).toBe(200);
}

/** An OrgAdmin of the admin's organization who joined by the admin's invitation: signed in. */
export async function invitedOrgAdmin(adminCookie: string): Promise<string> {
  const email = uniqueEmail('invited.admin');
  const invitation = { FirstName: 'Ina', LastName: 'Vited', Email: email, Role: 'OrgAdmin' };
  expect((await call('SendInvitation', { cookie: adminCookie, body: invitation })).status).toBe(200);
  await register(email);
  await approve(adminCookie, email);
  return signIn(email);
}

/** A new organization (made by the PlatformAdmin) and its founding owner, signed in. */
export async function foundingOwner(
  platformCookie: string,
): Promise<{ cookie: string; organizationId: string; email: string; name: string }> {
  const email = uniqueEmail('founder');
  const name = `Founded ${randomUUID().slice(0, 8)}`;
  const created = await call<{ OrganizationID: string }>('CreateOrganization', {
    cookie: platformCookie,
    body: {
      OrganizationName: name,
      FirstName: 'Fay',
      LastName: 'Founder',
      Email: email,
    },
  });
  expect(created.status).toBe(200);
  await register(email);
  await approve(platformCookie, email);
  return { cookie: await signIn(email), organizationId: created.body.OrganizationID, email, name };
}

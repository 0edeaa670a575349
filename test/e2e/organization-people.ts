import type { APIRequestContext } from '@playwright/test';
import { expect } from './secret-scan';
import { E2E_PASSWORD, registrationLinkFor, uniqueTag, USERS } from './support';

/**
 * People of the organization specs, made through the API as the console would make them: the mail's link, the
 * registration, the approval. They sign in with E2E_PASSWORD.
 */
const headers = { 'x-requested-with': 'XMLHttpRequest' };

async function post(request: APIRequestContext, path: string, data: unknown) {
  const answer = await request.post(path, { headers, data });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
}

/** Registers the invited person from their mail's link; the inviter (signed in on `request`) approves. */
async function registerAndApprove(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await registrationLinkFor(email)).searchParams.get('token');
  const person = { FirstName: 'Olive', LastName: 'Owner' };
  await post(request, '/Auth/Register', {
    Token: token,
    ...person,
    Password: E2E_PASSWORD,
    ConfirmPassword: E2E_PASSWORD,
  });
  const invited = (await (await request.get('/Users/GetInvitedUsers', { headers })).json()) as { Email: string }[];
  await post(
    request,
    '/Users/ApproveRegistration',
    invited.find((row) => row.Email === email),
  );
}

const newEmail = (name: string) => `${name}.${uniqueTag()}@example.com`;

/** A new organization (a PlatformAdmin's "New organization") and its founding owner: answers the owner's email. */
export async function newOrganizationOwner(request: APIRequestContext, name: string): Promise<string> {
  const email = newEmail('owner');
  await post(request, '/Auth/Login', { Email: USERS.platform, Password: E2E_PASSWORD });
  await post(request, '/Platform/CreateOrganization', {
    OrganizationName: name,
    FirstName: 'Olive',
    LastName: 'Owner',
    Email: email,
  });
  await registerAndApprove(request, email);
  return email;
}

/** Someone who joined the admin's organization by the admin's invitation, in that role: answers their email. */
async function invitedPerson(request: APIRequestContext, admin: string, Role: 'OrgAdmin' | 'Staff'): Promise<string> {
  const email = newEmail('invited');
  await post(request, '/Auth/Login', { Email: admin, Password: E2E_PASSWORD });
  await post(request, '/Users/SendInvitation', { FirstName: 'Ina', LastName: 'Vited', Email: email, Role });
  await registerAndApprove(request, email);
  return email;
}

/** An OrgAdmin who joined the admin's organization by the admin's invitation: answers their email. */
export const invitedOrgAdmin = (request: APIRequestContext, admin: string) => invitedPerson(request, admin, 'OrgAdmin');

/**
 * A Staff member of the admin's organization of the spec's own, to disable and enable: the seeded Staff account
 * stays as every other spec expects it, so no spec has to wait for another.
 */
export const invitedStaff = (request: APIRequestContext, admin: string) => invitedPerson(request, admin, 'Staff');

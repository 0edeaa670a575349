import { tableEnvVar, tables } from '@switchboard/shared';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, call, invitationLinkFor, signIn, tokenOf, USERS } from './client';
import { TEST_PASSWORD } from './global-setup';

/**
 * DESIGN §9: signing out, a password change and disabling a user take effect at once in the process that handled
 * it, and within 5 s in every other one (other Lambda containers), although each process keeps the sessions it read
 * for a few seconds (functions/src/auth/session-cache.ts). The other process here is a second runtime instance,
 * started in this test worker on the same tables as the runtime the API tests run against.
 */
const PASSWORD = 'First-Password-1!';
const NEW_PASSWORD = 'Second-Password-2@';
const ELSEWHERE_MS = 5_000;

let second: Server;
let secondUrl: string;

beforeAll(async () => {
  Object.assign(process.env, {
    STAGE: 'local',
    SECURE_COOKIES: 'false',
    LOG_LEVEL: 'error',
    MAIL_TRANSPORT: 'outbox',
    MAIL_FROM: 'second@switchboard.local',
    CONSOLE_URL: 'http://localhost:3000',
    SECRETS_PREFIX: 'switchboard/local/',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: inject('dynamoEndpoint'),
  });
  for (const def of Object.values(tables)) process.env[tableEnvVar(def.key)] = `switchboard-${def.key.toLowerCase()}`;
  const { createLocalServer } = await import('../../functions/src/local/server');
  second = await createLocalServer('/nonexistent');
  await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
  secondUrl = `http://127.0.0.1:${(second.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => second?.close(resolve)));

/** GET /Auth/Me through one instance or the other: 200 while the session lives, 401 once it ended. */
async function me(instance: 'here' | 'elsewhere', cookie: string): Promise<number> {
  const base = instance === 'here' ? baseUrl() : secondUrl;
  const answer = await fetch(new URL('/Auth/Me', base), { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
  await answer.arrayBuffer();
  return answer.status;
}

/** Both instances have read (and keep) the session. */
async function seenByBoth(cookie: string) {
  expect(await me('here', cookie)).toBe(200);
  expect(await me('elsewhere', cookie)).toBe(200);
}

async function endsEverywhere(cookie: string) {
  expect(await me('here', cookie)).toBe(401);
  await expect.poll(() => me('elsewhere', cookie), { timeout: ELSEWHERE_MS, interval: 200 }).toBe(401);
}

const cookieOf = (answer: { headers: Headers }) => answer.headers.getSetCookie()[0]!.split(';')[0]!;
const login = async (Email: string, Password = PASSWORD) =>
  cookieOf(await call('Login', { body: { Email, Password } }));

async function newUser(): Promise<string> {
  const admin = await signIn(USERS.orgAdmin);
  const email = `session.${randomUUID().slice(0, 8)}@example.net`;
  await call('SendInvitation', { cookie: admin, body: { FirstName: 'Ses', LastName: 'Sion', Email: email } });
  const token = tokenOf(invitationLinkFor(email));
  await call('Register', {
    body: { Token: token, FirstName: 'Ses', LastName: 'Sion', Password: PASSWORD, ConfirmPassword: PASSWORD },
  });
  const invitation = (
    await call<{ Email: string; EmployeeInviteID: string }[]>('GetInvitedUsers', { cookie: admin })
  ).body.find((i) => i.Email === email)!;
  await call('ApproveRegistration', { cookie: admin, body: invitation });
  return email;
}

// Concurrent: each waits up to 5 s for the other process to let go of its own user's session; the waits overlap.
describe.concurrent('a session that ends, ends at once here and within 5 s in another process', () => {
  it('signing out', async () => {
    const cookie = await login(USERS.staff, TEST_PASSWORD);
    await seenByBoth(cookie);
    expect((await call('Logout', { cookie })).status).toBeLessThan(300);
    await endsEverywhere(cookie);
  });

  it('a password change (the other sessions of the user)', async () => {
    const email = await newUser();
    const here = await login(email);
    const elsewhere = await login(email);
    await seenByBoth(elsewhere);
    const changed = await call('ChangeProfilePassword', {
      cookie: here,
      body: { OldPassword: PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    await endsEverywhere(elsewhere);
    expect(await me('here', cookieOf(changed))).toBe(200);
  });

  it('disabling the user', async () => {
    const email = await newUser();
    const cookie = await login(email);
    await seenByBoth(cookie);
    const admin = await signIn(USERS.orgAdmin);
    const disabled = await call('UpdateStatus', { cookie: admin, query: { email }, body: { Enabled: false } });
    expect(disabled.status).toBe(200);
    await endsEverywhere(cookie);
  });
});

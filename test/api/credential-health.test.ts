import type { Connection } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, decodeQuotedPrintable, signIn, USERS } from './client';
import { basicOf, json, standIn, type StandIn } from './stand-ins';
import { connectionDraft, newConnection, newSystem } from './sweeps/context';

/** A stand-in system whose Basic check accepts user and the password it is told to accept now. */
let server: StandIn;
let accepted = 'first-password';
let down = false;
let orgAdmin: string;
/** A stand-in OAuth token URL: its tokens expire in `expiresIn` seconds; it saw `issued` go out. */
let tokens: StandIn;
let expiresIn = 3 * 86_400;
const issued: string[] = [];

beforeAll(async () => {
  tokens = await standIn((_request, response) => {
    issued.push(`token-${randomUUID()}`);
    json(response, 200, { access_token: issued.at(-1), token_type: 'Bearer', expires_in: expiresIn });
  }, 'tokens');
  server = await standIn((request, response) => {
    if (down) return void response.writeHead(503).end();
    response.writeHead(request.headers.authorization === basicOf('user', accepted) ? 200 : 401).end();
  });
  orgAdmin = await signIn(USERS.orgAdmin);
});
afterAll(() => Promise.all([server.close(), tokens.close()]));

const mailsAbout = (email: string, instance: string) =>
  readdirSync(inject('outbox'))
    .filter((file) => file.endsWith('.eml'))
    .map((file) => decodeQuotedPrintable(readFileSync(join(inject('outbox'), file), 'utf8')))
    .filter((eml) => eml.includes(`\r\nTo: ${email}\r\n`) && eml.includes(instance));

const checkNow = (id: string, cookie = orgAdmin) =>
  call<Connection>('CheckCredentials', { cookie, body: { IntegrationConfigurationID: id } });
const listed = async (id: string) =>
  (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.find(
    (c) => c.IntegrationConfigurationID === id,
  );

async function basicConnection(instance: string) {
  accepted = `right-${randomUUID()}`;
  const saved = await call<Connection>('SetupSystemBasic', {
    cookie: orgAdmin,
    body: connectionDraft(await newSystem(), {
      ServiceInstanceName: instance,
      UserName: 'user',
      Password: accepted,
      AuthorizationURL: `${server.url}/auth`,
    }),
  });
  expect(saved.status).toBe(200);
  return saved.body;
}

/** An OAuth 2.0 Client Credentials connection whose token came from the stand-in token URL; answers its id. */
async function oauthConnection(instance: string, clientSecret: string): Promise<string> {
  const connected = await call<string>('ConnectOauth', {
    cookie: orgAdmin,
    body: connectionDraft(await newSystem(), {
      ServiceInstanceName: instance,
      AuthorizationType: 'OAuth 2.0',
      GrantType: 'Client Credentials',
      TokenURL: `${tokens.url}/token`,
      Key: 'client-1',
      KeySecret: clientSecret,
    }),
  });
  expect(connected.body).toMatch(/oauth=connected/);
  return new URL(connected.body, 'http://console').searchParams.get('connection')!;
}

describe('credential health', () => {
  it('lists a connection never checked as not checked; Check now stores the outcome, which the list then shows', async () => {
    const connection = await basicConnection(`health-${randomUUID().slice(0, 8)}`);
    expect(await listed(connection.IntegrationConfigurationID)).toMatchObject({
      CredentialsStatus: 'not checked',
      CredentialsCheckedAt: '',
    });
    const before = Date.now();
    const checked = await checkNow(connection.IntegrationConfigurationID);
    expect(checked).toMatchObject({ status: 200, body: { CredentialsStatus: 'valid', Password: '••••••••' } });
    expect(Date.parse(checked.body.CredentialsCheckedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await listed(connection.IntegrationConfigurationID)).toMatchObject({
      CredentialsStatus: 'valid',
      CredentialsCheckedAt: checked.body.CredentialsCheckedAt,
      // a check is no edit: an open form's Version still saves
      Version: connection.Version,
    });
    expect(JSON.stringify(checked.body)).not.toContain(accepted);
  });

  it('turns a Basic credential the system starts refusing invalid and mails the OrgAdmins once', async () => {
    const instance = `failing-${randomUUID().slice(0, 8)}`;
    const connection = await basicConnection(instance);
    const stored = accepted;
    expect((await checkNow(connection.IntegrationConfigurationID)).body.CredentialsStatus).toBe('valid');
    expect(mailsAbout(USERS.orgAdmin, instance)).toHaveLength(0);

    accepted = 'changed-on-the-system';
    expect((await checkNow(connection.IntegrationConfigurationID)).body.CredentialsStatus).toBe('invalid');
    expect((await checkNow(connection.IntegrationConfigurationID)).body.CredentialsStatus).toBe('invalid');
    const mails = mailsAbout(USERS.orgAdmin, instance);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Credentials of a connection failed');
    expect(mails[0]).toContain(`were refused by the system`);
    expect(mails[0]).not.toContain(stored);
    // only OrgAdmins are mailed
    expect(mailsAbout(USERS.staff, instance)).toHaveLength(0);

    // healthy again, then failing again: a new change, a new mail
    accepted = stored;
    expect((await checkNow(connection.IntegrationConfigurationID)).body.CredentialsStatus).toBe('valid');
    accepted = 'changed-again';
    expect((await checkNow(connection.IntegrationConfigurationID)).body.CredentialsStatus).toBe('invalid');
    expect(mailsAbout(USERS.orgAdmin, instance)).toHaveLength(2);
  });

  it('reports a system that answers the check with an error as unreachable', async () => {
    const connection = await basicConnection(`down-${randomUUID().slice(0, 8)}`);
    down = true;
    try {
      expect((await checkNow(connection.IntegrationConfigurationID)).body.CredentialsStatus).toBe('unreachable');
    } finally {
      down = false;
    }
  });

  it('counts a system without a check (a bearer token) as valid, like Validate', async () => {
    const connection = await newConnection();
    expect((await checkNow(connection.IntegrationConfigurationID)).body).toMatchObject({
      CredentialsStatus: 'valid',
      Token: '••••••••',
    });
  });

  it("answers 404 for another organization's connection and 403 to Staff, storing nothing", async () => {
    const other = await signIn(USERS.otherAdmin);
    const theirs = await call<Connection>('SetupSystemBearerToken', {
      cookie: other,
      body: connectionDraft(await newSystem(), { Token: `theirs-${randomUUID()}` }),
    });
    expect(theirs.status).toBe(200);
    expect(await checkNow(theirs.body.IntegrationConfigurationID)).toMatchObject({ status: 404 });
    const ours = await newConnection();
    expect(await checkNow(ours.IntegrationConfigurationID, await signIn(USERS.staff))).toMatchObject({ status: 403 });
    expect(await listed(ours.IntegrationConfigurationID)).toMatchObject({ CredentialsStatus: 'not checked' });
    const theirList = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: other })).body;
    expect(
      theirList.find((c) => c.IntegrationConfigurationID === theirs.body.IntegrationConfigurationID),
    ).toMatchObject({ CredentialsStatus: 'not checked' });
  });

  it('mails the OrgAdmins once when an OAuth token expires within 7 days, never a secret, and not on the next check', async () => {
    const instance = `expiring-${randomUUID().slice(0, 8)}`;
    const clientSecret = `client-secret-${randomUUID()}`;
    expiresIn = 3 * 86_400;
    const id = await oauthConnection(instance, clientSecret);
    const expiry = Date.parse((await listed(id))!.TokenExpiresAt!);
    expect(expiry - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    expect(expiry - Date.now()).toBeLessThan(3.1 * 86_400_000);
    // Connecting stores the expiry; the warning is mailed by the check that finds it (Check now or the daily run).
    expect(mailsAbout(USERS.orgAdmin, instance)).toHaveLength(0);

    expect((await checkNow(id)).body).toMatchObject({ CredentialsStatus: 'valid', TokenExpiresAt: expect.any(String) });
    const mails = mailsAbout(USERS.orgAdmin, instance);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: A connection token expires soon');
    expect(mails[0]).toContain(`expires on ${new Date(expiry).toISOString().slice(0, 10)}: connect it again`);
    expect(mails[0]).toContain('/setup/systems');
    for (const secret of [clientSecret, ...issued]) expect(mails[0]).not.toContain(secret);
    // The OrgAdmins only: neither Staff, nor the PlatformAdmin of the same organization, nor another organization.
    for (const other of [USERS.staff, USERS.platform, USERS.otherAdmin]) {
      expect(mailsAbout(other, instance)).toHaveLength(0);
    }

    await checkNow(id);
    await checkNow(id);
    expect(mailsAbout(USERS.orgAdmin, instance)).toHaveLength(1);
  });

  it('does not warn of a token that expires in more than 7 days', async () => {
    const instance = `lasting-${randomUUID().slice(0, 8)}`;
    expiresIn = 30 * 86_400;
    const id = await oauthConnection(instance, `client-secret-${randomUUID()}`);
    expect((await checkNow(id)).body.CredentialsStatus).toBe('valid');
    expect(mailsAbout(USERS.orgAdmin, instance)).toHaveLength(0);
  });
});

import type { Connection, SystemList } from '@switchboard/shared';
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, signIn, USERS } from './client';

/** A local OAuth 2.0 provider: issues a code for a PKCE challenge, and tokens for the code with the right verifier. */
let provider: Server;
let providerUrl: string;
const challenges = new Map<string, string>();
const tokenRequests: URLSearchParams[] = [];
let orgAdmin: string;
let systems: SystemList[];

beforeAll(async () => {
  provider = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/token') return void response.writeHead(404).end();
      const form = new URLSearchParams(body);
      tokenRequests.push(form);
      const json = (status: number, value: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (form.get('grant_type') === 'client_credentials') {
        return form.get('client_secret') === 'shh'
          ? json(200, { access_token: 'cc-token' })
          : json(401, { error: 'invalid_client' });
      }
      const challenge = challenges.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) {
        return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
      }
      json(200, { access_token: 'access-123', refresh_token: 'refresh-456', token_type: 'Bearer' });
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  orgAdmin = await signIn(USERS.orgAdmin);
  systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body.SystemLists;
});
afterAll(() => provider.close());

const oauthDraft = (name: string, overrides: Record<string, unknown> = {}) => {
  const system = systems.find((s) => s.Name === name)!;
  return {
    SystemListID: system.SystemListID,
    SystemListCategoryID: system.SystemListCategoryID,
    ServiceInstanceName: 'acme',
    URL: 'https://acme.example.com',
    AuthorizationType: 'OAuth 2.0',
    GrantType: 'Authorization Code',
    AuthorizationURL: `${providerUrl}/authorize`,
    TokenURL: `${providerUrl}/token`,
    Key: 'client-1',
    KeySecret: 'shh',
    Scope: 'api refresh_token',
    ...overrides,
  };
};

async function callback(query: Record<string, string>) {
  const url = new URL('/SetupProcessEntity/OauthCallback', baseUrl());
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  // No session cookie and no X-Requested-With: the provider's redirect brings neither.
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location')!, baseUrl()) };
}

describe('OAuth connect', () => {
  it('runs the Authorization Code flow with PKCE end to end and keeps the tokens secret', async () => {
    const started = await call<string>('ConnectOauth', { cookie: orgAdmin, body: oauthDraft('HubSpot') });
    expect(started.status).toBe(200);
    const authorize = new URL(started.body);
    expect(authorize.origin + authorize.pathname).toBe(`${providerUrl}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client-1',
      code_challenge_method: 'S256',
      scope: 'api refresh_token',
      redirect_uri: `${baseUrl()}/SetupProcessEntity/OauthCallback`,
    });
    const state = authorize.searchParams.get('state')!;
    challenges.set('code-1', authorize.searchParams.get('code_challenge')!);

    const back = await callback({ code: 'code-1', state });
    expect(back.status).toBe(302);
    expect(back.location.pathname).toBe('/setup/systems');
    expect(back.location.searchParams.get('oauth')).toBe('connected');
    const id = back.location.searchParams.get('connection')!;
    expect(tokenRequests.at(-1)!.get('client_secret')).toBe('shh');

    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    const saved = listed.find((c) => c.IntegrationConfigurationID === id)!;
    expect(saved).toMatchObject({
      SystemName: 'HubSpot',
      AuthorizationType: 'OAuth 2.0',
      GrantType: 'Authorization Code',
      Token: '••••••••',
      KeySecret: '••••••••',
    });
    expect(JSON.stringify(listed)).not.toMatch(/access-123|refresh-456|shh/);

    // The state works once.
    const again = await callback({ code: 'code-1', state });
    expect(again.location.searchParams.get('oauth')).toBe('error');
    expect(await call('ConnectOauth', { cookie: orgAdmin, body: oauthDraft('HubSpot') })).toMatchObject({
      status: 409,
      body: 'exist',
    });
  });

  it('reports a failed code exchange on the setup page and saves nothing', async () => {
    const started = await call<string>('ConnectOauth', { cookie: orgAdmin, body: oauthDraft('Google Assistant') });
    const state = new URL(started.body).searchParams.get('state')!;
    challenges.set('code-2', 'not-the-challenge');
    const back = await callback({ code: 'code-2', state });
    expect(back.location.searchParams.get('oauth')).toBe('error');
    expect(back.location.searchParams.get('message')).toContain('PKCE verification failed');
    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    expect(listed.some((c) => c.SystemName === 'Google Assistant')).toBe(false);
  });

  it('fetches Client Credentials tokens server-side and answers the setup page', async () => {
    const answer = await call<string>('ConnectOauth', {
      cookie: orgAdmin,
      body: oauthDraft('Amazon Chime', { GrantType: 'Client Credentials' }),
    });
    expect(answer.body).toMatch(/^\/setup\/systems\?oauth=connected&connection=/);
    const refused = await call<string>('ConnectOauth', {
      cookie: orgAdmin,
      body: oauthDraft('Generative AI', { GrantType: 'Client Credentials', KeySecret: 'wrong' }),
    });
    expect(refused).toMatchObject({ status: 502, body: 'The token URL refused the request: invalid_client' });
  });

  it('ignores an unknown state', async () => {
    const back = await callback({ code: 'x', state: 'forged' });
    expect(back.location.searchParams.get('oauth')).toBe('error');
  });
});

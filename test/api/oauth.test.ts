import { SECRET_MASK, type Connection, type SystemList } from '@switchboard/shared';
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, signIn, USERS } from './client';
import { json, standIn, type StandIn } from './stand-ins';

/** A local OAuth 2.0 provider: issues a code for a PKCE challenge, and tokens for the code with the right verifier. */
let provider: StandIn;
let providerUrl: string;
const challenges = new Map<string, string>();
const tokenRequests: URLSearchParams[] = [];
let orgAdmin: string;
let systems: SystemList[];

beforeAll(async () => {
  provider = await standIn((request, response) => {
    if (request.path !== '/token') return void response.writeHead(404).end();
    const form = request.form;
    tokenRequests.push(form);
    if (form.get('grant_type') === 'client_credentials') {
      return form.get('client_secret') === 'shh'
        ? json(response, 200, { access_token: 'cc-token' })
        : json(response, 401, { error: 'invalid_client' });
    }
    const challenge = challenges.get(form.get('code') ?? '');
    const verifier = form.get('code_verifier') ?? '';
    if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) {
      return json(response, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    }
    json(response, 200, { access_token: 'access-123', refresh_token: 'refresh-456', token_type: 'Bearer' });
  }, 'provider');
  providerUrl = provider.url;
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

async function callback(query: Record<string, string>, base = baseUrl()) {
  const url = new URL('/SetupProcessEntity/OauthCallback', base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  // No session cookie and no X-Requested-With: the provider's redirect brings neither.
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location')!, baseUrl()) };
}

/** A signed-in POST with headers fetch would not let us set (Host). */
function post(address: string, body: unknown, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      address,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
          cookie: orgAdmin,
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
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
    // the client id is not a secret: answered in clear; the client secret and the tokens stay masked
    expect(saved).toMatchObject({
      SystemName: 'HubSpot',
      AuthorizationType: 'OAuth 2.0',
      GrantType: 'Authorization Code',
      Token: '••••••••',
      Key: 'client-1',
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
    // Only a code travels in the address (the page shows its fixed message); the provider's text stays out of it.
    expect(Object.fromEntries(back.location.searchParams)).toEqual({ oauth: 'error', reason: 'token' });
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

  it('sends the stored client secret only to the token URL it was saved for', async () => {
    const elsewhere = await standIn((_request, response) => json(response, 200, { access_token: 'x' }), 'elsewhere');
    const connected = await call<string>('ConnectOauth', {
      cookie: orgAdmin,
      body: oauthDraft('Amazon Polly', { GrantType: 'Client Credentials' }),
    });
    const id = new URL(connected.body, baseUrl()).searchParams.get('connection')!;
    const moved = oauthDraft('Amazon Polly', {
      IntegrationConfigurationID: id,
      GrantType: 'Client Credentials',
      KeySecret: SECRET_MASK,
      TokenURL: `${elsewhere.url}/token`,
    });
    expect(await call('ConnectOauth', { cookie: orgAdmin, body: moved })).toMatchObject({
      status: 400,
      body: 'KeySecret: must be typed again when the connection’s address changes (a stored credential is only sent to the address it was saved for).',
    });
    expect(elsewhere.received).toEqual([]);
    await elsewhere.close();
  });

  it('keeps the stored credentials of a connection while a new connect is pending, abandoned or refused', async () => {
    const connected = await call<string>('ConnectOauth', {
      cookie: orgAdmin,
      body: oauthDraft('Amazon Alexa for Business', { GrantType: 'Client Credentials' }),
    });
    const id = new URL(connected.body, baseUrl()).searchParams.get('connection')!;
    const reconnect = (overrides: Record<string, unknown>) =>
      call<string>('ConnectOauth', {
        cookie: orgAdmin,
        body: oauthDraft('Amazon Alexa for Business', { IntegrationConfigurationID: id, ...overrides }),
      });
    // one Authorization Code connect with other client credentials is abandoned at the provider…
    expect((await reconnect({ Key: 'client-2', KeySecret: 'abandoned-secret' })).status).toBe(200);
    // …another one comes back refused
    const refused = await reconnect({ Key: 'client-3', KeySecret: 'refused-secret' });
    const back = await callback({
      state: new URL(refused.body).searchParams.get('state')!,
      error: 'access_denied',
      error_description: 'Call +1 800 555 0100 to unlock your account',
    });
    expect(Object.fromEntries(back.location.searchParams)).toEqual({ oauth: 'error', reason: 'denied' });

    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    expect(listed.find((c) => c.IntegrationConfigurationID === id)).toMatchObject({
      Key: 'client-1',
      GrantType: 'Client Credentials',
    });
    // the stored client secret is still the one saved: the mask sends it to the token URL
    const again = await reconnect({ GrantType: 'Client Credentials', KeySecret: SECRET_MASK });
    expect(again.body).toMatch(/oauth=connected/);
    expect(Object.fromEntries(tokenRequests.at(-1)!)).toMatchObject({ client_id: 'client-1', client_secret: 'shh' });
  });

  it('sends the provider back to the console address the browser used, when it is one of the console’s own', async () => {
    const console127 = baseUrl().replace('localhost', '127.0.0.1');
    const draft = oauthDraft('Salesforce custom', { ServiceInstanceName: 'na1' });
    const redirectUriOf = async (headers: Record<string, string>, base = baseUrl()) => {
      const answer = await post(`${base}/SetupProcessEntity/ConnectOauth`, draft, headers);
      expect(answer.status).toBe(200);
      return new URL(JSON.parse(answer.body) as string).searchParams;
    };
    // a Host or X-Forwarded-Host that is not the console's cannot choose where the provider sends the code
    const forged: Record<string, string>[] = [{ host: 'evil.example.com' }, { 'x-forwarded-host': 'evil.example.com' }];
    let older = '';
    for (const headers of forged) {
      const query = await redirectUriOf(headers);
      expect(query.get('redirect_uri')).toBe(`${baseUrl()}/SetupProcessEntity/OauthCallback`);
      older = query.get('state')!;
    }
    // opened as 127.0.0.1: the provider comes back to 127.0.0.1, where the browser's session cookie lives
    const at127 = await redirectUriOf({}, console127);
    expect(at127.get('redirect_uri')).toBe(`${console127}/SetupProcessEntity/OauthCallback`);
    // the code exchange names the same redirect_uri (the newest connect of this user: it holds the pending credentials)
    challenges.set('code-127', at127.get('code_challenge')!);
    const back = await callback({ code: 'code-127', state: at127.get('state')! }, console127);
    expect(back.location.searchParams.get('oauth')).toBe('connected');
    expect(tokenRequests.at(-1)!.get('redirect_uri')).toBe(`${console127}/SetupProcessEntity/OauthCallback`);
    // an older connect of the same user, replaced by the newer one, says so when its provider comes back
    const stale = await callback({ code: 'code-old', state: older });
    expect(Object.fromEntries(stale.location.searchParams)).toEqual({ oauth: 'error', reason: 'superseded' });
  });

  it('ignores an unknown state', async () => {
    const back = await callback({ code: 'x', state: 'forged' });
    expect(Object.fromEntries(back.location.searchParams)).toEqual({ oauth: 'error', reason: 'expired' });
  });
});

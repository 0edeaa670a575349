import type { SystemList } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { basicOf, json, standIn, type StandIn } from './stand-ins';

/**
 * Credential checks and token requests whose address redirects: `redirector` sends /hop?status=N&to=URL on, and
 * checks Basic credentials user/right at /auth; `elsewhere` is another origin that records what reaches it.
 */
let redirector: StandIn;
let elsewhere: StandIn;
let orgAdmin: string;
let systems: SystemList[];

const hop = (status: number, to: string) => `${redirector.url}/hop?status=${status}&to=${encodeURIComponent(to)}`;
const draft = (name: string, overrides: Record<string, unknown>) => {
  const system = systems.find((s) => s.Name === name)!;
  return {
    SystemListID: system.SystemListID,
    SystemListCategoryID: system.SystemListCategoryID,
    ServiceInstanceName: 'acme',
    URL: 'https://acme.example.com',
    ...overrides,
  };
};
const basicCheck = (authorizationUrl: string) =>
  call('ValidateCredentials', {
    cookie: orgAdmin,
    body: draft('MySQL', {
      AuthorizationType: 'Basic Auth',
      UserName: 'user',
      Password: 'right',
      AuthorizationURL: authorizationUrl,
    }),
  });
const clientCredentials = (tokenUrl: string) =>
  call<string>('ConnectOauth', {
    cookie: orgAdmin,
    body: draft('Amazon Connect', {
      AuthorizationType: 'OAuth 2.0',
      GrantType: 'Client Credentials',
      TokenURL: tokenUrl,
      Key: 'client-r',
      KeySecret: 'redirect-secret',
    }),
  });

beforeAll(async () => {
  redirector = await standIn((request, response) => {
    if (request.path === '/hop') {
      const to = request.query.get('to')!;
      return void response.writeHead(Number(request.query.get('status')), { location: to }).end();
    }
    response.writeHead(request.headers.authorization === basicOf('user', 'right') ? 200 : 401).end();
  }, 'redirector');
  elsewhere = await standIn(
    (request, response) =>
      request.headers.authorization ? response.writeHead(200).end() : json(response, 401, { error: 'invalid_client' }),
    'elsewhere',
  );
  orgAdmin = await signIn(USERS.orgAdmin);
  systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body.SystemLists;
});
afterAll(async () => {
  await redirector.close();
  await elsewhere.close();
});

describe('redirects of outbound requests', () => {
  it('keep the credentials on the same origin', async () => {
    expect(await basicCheck(hop(302, `${redirector.url}/auth`))).toMatchObject({ status: 200, body: 'True' });
  });

  it('never carry the Authorization header to another origin (302, 307)', async () => {
    elsewhere.received.length = 0;
    expect(await basicCheck(hop(302, `${elsewhere.url}/auth`))).toMatchObject({ status: 200, body: 'False' });
    expect(await basicCheck(hop(307, `${elsewhere.url}/auth`))).toMatchObject({ status: 200, body: 'False' });
    expect(elsewhere.received.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['GET', '/auth', undefined],
      ['GET', '/auth', undefined],
    ]);
  });

  it('never re-send a token request with its client secret to another origin; a 303 arrives as a GET without body', async () => {
    elsewhere.received.length = 0;
    expect((await clientCredentials(hop(303, `${elsewhere.url}/token`))).status).toBe(502);
    expect(elsewhere.received.map((r) => [r.method, r.path, r.body])).toEqual([['GET', '/token', '']]);
    for (const status of [307, 308]) {
      const refused = await clientCredentials(hop(status, `${elsewhere.url}/token`));
      expect(refused.status).toBe(502);
      expect(refused.body).toMatch(/redirected the request to another address/);
    }
    expect(elsewhere.received).toHaveLength(1);
    expect(JSON.stringify(elsewhere.received.map((r) => [r.query.toString(), r.headers]))).not.toContain(
      'redirect-secret',
    );
  });
});

import { SECRET_MASK, type Connection, type SystemList } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { basicOf, standIn, type StandIn } from './stand-ins';
import { newCollectionCategory } from './collections-fixtures';
import { randomUUID } from 'node:crypto';

/** A stand-in external system reached by name: Basic credentials user/right are accepted at /auth. */
let server: StandIn;
let authUrl: string;
let orgAdmin: string;
let systems: SystemList[];

const system = (name: string) => systems.find((s) => s.Name === name)!;
const draft = (name: string, overrides: Record<string, unknown> = {}) => ({
  SystemListID: system(name).SystemListID,
  SystemListCategoryID: system(name).SystemListCategoryID,
  ServiceInstanceName: 'acme',
  URL: 'https://acme.example.com',
  ...overrides,
});

beforeAll(async () => {
  server = await standIn((request, response) => {
    if (request.path === '/broken') return void response.writeHead(500).end();
    response.writeHead(request.headers.authorization === basicOf('user', 'right') ? 200 : 401).end();
  });
  authUrl = `${server.url}/auth`;
  orgAdmin = await signIn(USERS.orgAdmin);
  systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body.SystemLists;
});
afterAll(() => server.close());

describe('ValidateCredentials', () => {
  it('checks in the spec order, each failure with its own message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Choose a category.'],
      [{ SystemListCategoryID: system('MySQL').SystemListCategoryID }, 'Choose a system.'],
      [draft('MySQL', { ServiceInstanceName: '' }), 'Enter the instance name of the system.'],
      [draft('MySQL', { URL: '' }), 'Enter the URL of the system (https://…).'],
      [draft('REST API Service'), 'Choose an authorization type.'],
      [draft('MySQL', { AuthorizationType: 'Bearer Token' }), 'Enter the bearer token.'],
      [
        draft('MySQL', { AuthorizationType: 'Basic Auth', UserName: 'u' }),
        'Enter the user name, the password and the authorization URL.',
      ],
    ];
    for (const [body, message] of cases) {
      expect(await call('ValidateCredentials', { cookie: orgAdmin, body }), message).toMatchObject({
        status: 400,
        body: message,
      });
    }
  });

  it('checks Basic credentials with a real request to a host given by name: 2xx True, 401 False, other failures a readable error', async () => {
    const basic = (password: string, url = authUrl) =>
      call('ValidateCredentials', {
        cookie: orgAdmin,
        body: draft('MySQL', {
          AuthorizationType: 'Basic Auth',
          UserName: 'user',
          Password: password,
          AuthorizationURL: url,
        }),
      });
    expect(await basic('right')).toMatchObject({ status: 200, body: 'True' });
    expect(await basic('wrong')).toMatchObject({ status: 200, body: 'False' });
    expect(await basic('right', authUrl.replace('/auth', '/broken'))).toMatchObject({
      status: 502,
      body: 'The authorization URL answered 500 Internal Server Error.',
    });
  });

  it('refuses private, loopback and link-local targets the deployment did not allow', async () => {
    for (const url of [
      'https://10.0.0.1/auth',
      'https://169.254.169.254/latest/meta-data',
      // the deployment allows the name localhost, not the address written out
      authUrl.replace('localhost', '127.0.0.1'),
      authUrl.replace('localhost', '[::1]'),
    ]) {
      const answer = await call<string>('ValidateCredentials', {
        cookie: orgAdmin,
        body: draft('MySQL', {
          AuthorizationType: 'Basic Auth',
          UserName: 'user',
          Password: 'right',
          AuthorizationURL: url,
        }),
      });
      expect(answer.status, url).toBe(502);
      expect(answer.body).toMatch(/private, loopback or link-local|Only https/);
    }
  });

  it('answers 404 for another organization’s connection, even for systems valid without a check', async () => {
    const other = await signIn(USERS.otherAdmin);
    const theirs = await call<Connection>('SetupSystemBearerToken', {
      cookie: other,
      body: draft('Open AI', { Token: 'sk-theirs' }),
    });
    expect(theirs.status).toBe(200);
    expect(
      await call('ValidateCredentials', {
        cookie: orgAdmin,
        body: { ...theirs.body, Token: SECRET_MASK },
      }),
    ).toMatchObject({ status: 404 });
  });

  it('accepts the systems whose credentials count as valid without a check', async () => {
    expect(
      await call('ValidateCredentials', {
        cookie: orgAdmin,
        body: draft('Open AI', { AuthorizationType: 'Bearer Token', Token: 'sk-x' }),
      }),
    ).toMatchObject({ body: 'True' });
  });
});

describe('saving connections', () => {
  it('keeps credentials in Secrets Manager: answers carry the mask, an update with the mask keeps the secret', async () => {
    const created = await call<Connection>('SetupSystemBasic', {
      cookie: orgAdmin,
      body: draft('MySQL', { UserName: 'user', Password: 'right', AuthorizationURL: authUrl, QueryReturnLimit: 5 }),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      SystemName: 'MySQL',
      AuthorizationType: 'Basic Auth',
      Password: SECRET_MASK,
      QueryReturnLimit: 5,
    });
    expect(JSON.stringify(created.body)).not.toContain('right');
    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    expect(JSON.stringify(listed)).not.toContain('"right"');

    // the mask sent back keeps the stored password, which the check then uses
    const updated = await call<Connection>('SetupSystemBasic', {
      cookie: orgAdmin,
      body: { ...created.body, Password: SECRET_MASK, ServiceInstanceName: 'acme-2' },
    });
    expect(updated).toMatchObject({ status: 200, body: { ServiceInstanceName: 'acme-2', Password: SECRET_MASK } });
    expect(
      await call('ValidateCredentials', { cookie: orgAdmin, body: { ...updated.body, Password: SECRET_MASK } }),
    ).toMatchObject({ body: 'True' });
    // a wrong new password is refused and nothing changes
    expect(
      await call('SetupSystemBasic', { cookie: orgAdmin, body: { ...updated.body, Password: 'wrong' } }),
    ).toMatchObject({ status: 400, body: null });
    expect(
      await call('ValidateCredentials', { cookie: orgAdmin, body: { ...updated.body, Password: SECRET_MASK } }),
    ).toMatchObject({ body: 'True' });
  });

  it('SetupSystem answers exist when the organization already has that system', async () => {
    const first = await call<Connection>('SetupSystem', {
      cookie: orgAdmin,
      body: draft('Twilio', { AuthorizationType: 'No Auth' }),
    });
    expect(first.status).toBe(201);
    expect(
      await call('SetupSystem', { cookie: orgAdmin, body: draft('Twilio', { AuthorizationType: 'No Auth' }) }),
    ).toMatchObject({ status: 409, body: 'exist' });
    const other = await signIn(USERS.otherAdmin);
    expect(
      (await call('SetupSystem', { cookie: other, body: draft('Twilio', { AuthorizationType: 'No Auth' }) })).status,
    ).toBe(201);
    expect(
      (await call('UpdateSystem', { cookie: other, body: { ...first.body, ServiceInstanceName: 'theirs' } })).status,
    ).toBe(404);
  });

  it('bearer connections are created for an empty or zero id, updated otherwise', async () => {
    const created = await call<Connection>('SetupSystemBearerToken', {
      cookie: orgAdmin,
      body: draft('Anthropic', {
        IntegrationConfigurationID: '00000000-0000-0000-0000-000000000000',
        Token: 'sk-ant-secret',
      }),
    });
    expect(created.body).toMatchObject({ AuthorizationType: 'Bearer Token', Token: SECRET_MASK });
    // a new URL takes the token typed again (a stored token only goes where it was saved for)
    const again = await call<Connection>('SetupSystemBearerToken', {
      cookie: orgAdmin,
      body: { ...created.body, URL: 'https://api.anthropic.com', Token: 'sk-ant-secret' },
    });
    expect(again.body.IntegrationConfigurationID).toBe(created.body.IntegrationConfigurationID);
    expect(
      await call('SetupSystemBearerToken', { cookie: orgAdmin, body: draft('Anthropic', { Token: '' }) }),
    ).toMatchObject({ status: 400 });
  });

  it('refuses bad input, storing nothing', async () => {
    const before = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.length;
    expect(
      await call('SetupSystemNoAuth', { cookie: orgAdmin, body: draft('Tableau', { URL: 'not a url' }) }),
    ).toMatchObject({ status: 400, body: 'URL: must be a URL (https://…)' });
    expect(
      await call('SetupSystemNoAuth', { cookie: orgAdmin, body: draft('Tableau', { QueryReturnLimit: 0 }) }),
    ).toMatchObject({ status: 400, body: 'QueryReturnLimit: must be at least 1' });
    expect(
      await call('SetupSystemNoAuth', { cookie: orgAdmin, body: draft('Tableau', { AuthorizationType: 'Magic' }) }),
    ).toMatchObject({ status: 400 });
    expect((await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.length).toBe(before);
  });
});

describe("a system's own connection fields (AdditionalConfiguration)", () => {
  it('keeps credential fields in the secret, masks them in answers and keeps them when the mask comes back', async () => {
    const created = await call<Connection>('SetupSystemBearerToken', {
      cookie: orgAdmin,
      body: draft('Pinecone', {
        Token: 'pc-token',
        AdditionalConfiguration: JSON.stringify({
          ApiKey: 'pc-secret-key',
          IndexHost: 'idx.pinecone.io',
          Namespace: 'docs',
        }),
      }),
    });
    expect(JSON.parse(created.body.AdditionalConfiguration)).toEqual({
      ApiKey: SECRET_MASK,
      IndexHost: 'idx.pinecone.io',
      Namespace: 'docs',
    });
    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    expect(JSON.stringify(listed)).not.toContain('pc-secret-key');
    const updated = await call<Connection>('SetupSystemBearerToken', {
      cookie: orgAdmin,
      body: {
        ...created.body,
        AdditionalConfiguration: JSON.stringify({
          ApiKey: SECRET_MASK,
          IndexHost: 'idx2.pinecone.io',
          Namespace: 'docs',
        }),
      },
    });
    expect(JSON.parse(updated.body.AdditionalConfiguration)).toMatchObject({
      ApiKey: SECRET_MASK,
      IndexHost: 'idx2.pinecone.io',
    });
    expect(
      await call('SetupSystemBearerToken', {
        cookie: orgAdmin,
        body: { ...created.body, AdditionalConfiguration: '[1,2]' },
      }),
    ).toMatchObject({
      status: 400,
      body: 'AdditionalConfiguration: must be a JSON object of text values (the system’s connection fields)',
    });
  });
});

describe('AWS Signature connections', () => {
  it('keep the access key and secret key in the secret, masked in answers', async () => {
    const created = await call<Connection>('SetupSystem', {
      cookie: orgAdmin,
      body: draft('Amazon S3', {
        AuthorizationType: 'AWS Signature',
        Key: 'AKIAEXAMPLEKEY',
        KeySecret: 'aws-secret-key-value',
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      AuthorizationType: 'AWS Signature',
      Key: SECRET_MASK,
      KeySecret: SECRET_MASK,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/AKIAEXAMPLEKEY|aws-secret-key-value/);
    const updated = await call<Connection>('UpdateSystem', {
      cookie: orgAdmin,
      body: { ...created.body, ServiceInstanceName: 'media' },
    });
    expect(updated.body).toMatchObject({ ServiceInstanceName: 'media', Key: SECRET_MASK, KeySecret: SECRET_MASK });
  });
});

describe('a stored secret goes only to the destination it was saved for', () => {
  const retype = (fields: string) =>
    `${fields}: must be typed again when the connection’s address changes (a stored credential is only sent to the address it was saved for).`;

  it('asks for the password again when the authorization URL moves to another host, which hears nothing', async () => {
    const elsewhere = await standIn((_request, response) => response.writeHead(200).end(), 'elsewhere');
    const created = await call<Connection>('SetupSystemBasic', {
      cookie: orgAdmin,
      body: draft('SQL Server', { UserName: 'user', Password: 'right', AuthorizationURL: authUrl }),
    });
    expect(created.status).toBe(200);
    const moved = { ...created.body, Password: SECRET_MASK, AuthorizationURL: `${elsewhere.url}/auth` };
    for (const route of ['ValidateCredentials', 'SetupSystemBasic', 'UpdateSystem'] as const) {
      expect(await call(route, { cookie: orgAdmin, body: moved }), route).toMatchObject({
        status: 400,
        body: retype('Password'),
      });
    }
    // and the stored URL's port counts: another port is another destination
    const otherPort = authUrl.replace(/:(\d+)\//, (_, port: string) => `:${Number(port) + 1}/`);
    expect(
      await call('ValidateCredentials', { cookie: orgAdmin, body: { ...moved, AuthorizationURL: otherPort } }),
    ).toMatchObject({ status: 400, body: retype('Password') });
    expect(elsewhere.received).toEqual([]);
    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    expect(listed.find((c) => c.IntegrationConfigurationID === created.body.IntegrationConfigurationID)).toMatchObject({
      AuthorizationURL: authUrl,
    });

    // another path of the same origin keeps the stored password; typed again, it may go to the new host
    expect(
      await call('ValidateCredentials', {
        cookie: orgAdmin,
        body: { ...created.body, Password: SECRET_MASK, AuthorizationURL: `${authUrl}?again=1` },
      }),
    ).toMatchObject({ status: 200, body: 'True' });
    expect(
      await call('ValidateCredentials', { cookie: orgAdmin, body: { ...moved, Password: 'typed-again' } }),
    ).toMatchObject({ status: 200, body: 'True' });
    expect(elsewhere.received).toHaveLength(1);
    await elsewhere.close();
  });
});

describe('a connection field that picks a record of the organization', () => {
  it("takes one of the organization's collection categories, and answers 404 for another's or an unknown id", async () => {
    const intranet = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.find(
      (c) => c.ServiceInstanceName === 'intranet',
    )!;
    const withCategory = (id: string) => ({
      ...intranet,
      AdditionalConfiguration: JSON.stringify({ CollectionCategory: id }),
    });
    const theirs = await newCollectionCategory(await signIn(USERS.otherAdmin));
    for (const id of [theirs.Id, randomUUID()]) {
      expect(await call('UpdateSystem', { cookie: orgAdmin, body: withCategory(id) }), id).toMatchObject({
        status: 404,
        body: 'AdditionalConfiguration.CollectionCategory: is not a collection category of your organization',
      });
    }
    const ours = await newCollectionCategory(orgAdmin);
    const saved = await call<Connection>('UpdateSystem', { cookie: orgAdmin, body: withCategory(ours.Id) });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.body.AdditionalConfiguration)).toMatchObject({ CollectionCategory: ours.Id });
    const restored = { ...intranet, Version: saved.body.Version };
    expect((await call('UpdateSystem', { cookie: orgAdmin, body: restored })).status).toBe(200);
  });
});

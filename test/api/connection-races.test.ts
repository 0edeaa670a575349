import { SECRET_MASK, type Connection, type SystemList } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { SEED_CONNECTION_ID } from './fixtures';
import { passwordIn, standIn, type StandIn } from './stand-ins';

/** A Basic Auth system that accepts every password of user svc and records which one it received. */
let recorder: StandIn;
let orgAdmin: string;
let otherAdmin: string;
let systems: SystemList[];

const system = (name: string) => systems.find((s) => s.Name === name)!;
const draft = (name: string, overrides: Record<string, unknown> = {}) => ({
  SystemListID: system(name).SystemListID,
  SystemListCategoryID: system(name).SystemListCategoryID,
  ServiceInstanceName: 'race',
  URL: 'https://race.example.com',
  ...overrides,
});
const listed = async (cookie = orgAdmin) => (await call<Connection[]>('GetIntegrationConfiguration', { cookie })).body;
const defaultsOf = (connections: Connection[], categoryId: string) =>
  connections.filter((c) => c.SystemListCategoryID === categoryId && c.IsDefault);

beforeAll(async () => {
  recorder = await standIn((request, response) => {
    response.writeHead(request.headers.authorization?.startsWith('Basic ') ? 200 : 401).end();
  }, 'recorder');
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body.SystemLists;
});
afterAll(() => recorder.close());

describe('one connection per system, under concurrency', () => {
  it('20 parallel creates of one system, through every setup call, store exactly one connection', async () => {
    const routes = ['SetupSystem', 'SetupSystemNoAuth', 'SetupSystemBearerToken', 'SetupSystemBasic'] as const;
    const bodies = {
      SetupSystem: draft('REST API Service', { AuthorizationType: 'No Auth' }),
      SetupSystemNoAuth: draft('REST API Service'),
      SetupSystemBearerToken: draft('REST API Service', { Token: 'race-token' }),
      SetupSystemBasic: draft('REST API Service', {
        UserName: 'svc',
        Password: 'race-pass',
        AuthorizationURL: `${recorder.url}/auth`,
      }),
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => routes[i % 4]!).map((route) =>
        call(route, { cookie: orgAdmin, body: bodies[route] }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body === 'exist')).toHaveLength(19);
    const connections = await listed();
    expect(connections.filter((c) => c.SystemName === 'REST API Service')).toHaveLength(1);
    expect(defaultsOf(connections, system('REST API Service').SystemListCategoryID)).toHaveLength(1);
  });

  it('refuses a second connection to a system whatever the authorization type', async () => {
    const first = await call('SetupSystem', {
      cookie: orgAdmin,
      body: draft('Cloud Elements', { AuthorizationType: 'AWS Signature', Key: 'AKIARACE', KeySecret: 'race-k' }),
    });
    expect(first.status).toBe(201);
    for (const [route, body] of [
      ['SetupSystemNoAuth', draft('Cloud Elements')],
      ['SetupSystemBearerToken', draft('Cloud Elements', { Token: 't' })],
      ['SetupSystem', draft('Cloud Elements', { AuthorizationType: 'No Auth' })],
    ] as const) {
      expect(await call(route, { cookie: orgAdmin, body }), route).toMatchObject({ status: 409, body: 'exist' });
    }
    // the seed's sample connection holds its system too
    expect(await call('SetupSystemNoAuth', { cookie: orgAdmin, body: draft('Internal data') })).toMatchObject({
      status: 409,
      body: 'exist',
    });
    // …and is its category's default, so the next connection of Internal Content is not
    expect((await listed()).find((c) => c.IntegrationConfigurationID === SEED_CONNECTION_ID)!.IsDefault).toBe(true);
    const kendra = await call<Connection>('SetupSystemNoAuth', { cookie: orgAdmin, body: draft('Amazon Kendra') });
    expect(kendra).toMatchObject({ status: 200, body: { IsDefault: false } });
  });

  it('10 parallel updates leave the winner’s password stored with the winner’s record', async () => {
    const basic = (i: number) => ({
      AuthorizationType: 'Basic Auth',
      UserName: 'svc',
      Password: `race-pw-${i}`,
      AuthorizationURL: `${recorder.url}/auth`,
      ServiceInstanceName: `instance-${i}`,
    });
    const created = await call<Connection>('SetupSystemBasic', { cookie: orgAdmin, body: draft('DynamoDB', basic(0)) });
    expect(created.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('UpdateSystem', { cookie: orgAdmin, body: { ...created.body, ...basic(i + 1) } }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const stored = (await listed()).find(
      (c) => c.IntegrationConfigurationID === created.body.IntegrationConfigurationID,
    )!;
    const winner = stored.ServiceInstanceName.replace('instance-', '');
    recorder.received.length = 0;
    expect(
      await call('ValidateCredentials', { cookie: orgAdmin, body: { ...stored, Password: SECRET_MASK } }),
    ).toMatchObject({ status: 200, body: 'True' });
    expect(recorder.received.map((r) => passwordIn(r.headers))).toEqual([`race-pw-${winner}`]);
  });

  it('an update sent with a Version someone has saved over since is refused (409) and changes nothing', async () => {
    const created = await call<Connection>('SetupSystemBearerToken', {
      cookie: orgAdmin,
      body: draft('Office 365 Exchange', { Token: 'version-token-1' }),
    });
    expect(created).toMatchObject({ status: 200, body: { Version: 1 } });
    const first = await call<Connection>('UpdateSystem', {
      cookie: orgAdmin,
      body: { ...created.body, ServiceInstanceName: 'first-save' },
    });
    expect(first).toMatchObject({ status: 200, body: { ServiceInstanceName: 'first-save', Version: 2 } });
    // A second admin still holds Version 1.
    const stale = await call('UpdateSystem', {
      cookie: orgAdmin,
      body: { ...created.body, ServiceInstanceName: 'stale-save', Token: 'version-token-2' },
    });
    expect(stale).toMatchObject({ status: 409 });
    const stored = (await listed()).find(
      (c) => c.IntegrationConfigurationID === created.body.IntegrationConfigurationID,
    );
    expect(stored).toMatchObject({ ServiceInstanceName: 'first-save', Version: 2 });
  });

  it('concurrent first saves of a connection’s secret answer the version rule, never a server fault', async () => {
    // Three bursts of 10 on three connections without a secret yet: the collision is timing-dependent.
    for (const name of ['AWS Lambda', 'Amazon EventBridge', 'Login with Amazon']) {
      const created = await call<Connection>('SetupSystemNoAuth', { cookie: orgAdmin, body: draft(name) });
      expect(created.status).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call('SetupSystemBearerToken', { cookie: orgAdmin, body: { ...created.body, Token: `first-token-${i}` } }),
        ),
      );
      expect(
        answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409),
        name,
      ).toEqual([]);
      expect(answers.some((a) => a.status === 200)).toBe(true);
    }
  });
});

describe('one default per category', () => {
  const voiceAssistants = [
    'Amazon Alexa for Residential',
    'Amazon Alexa for Hospitality',
    'Amazon Lex',
    'Amazon Connect',
    'Google Assistant',
  ];
  const category = () => system('Amazon Lex').SystemListCategoryID;

  it('the first connection of a category is its default, even when several are created at once', async () => {
    const answers = await Promise.all(
      voiceAssistants.map((name) => call<Connection>('SetupSystemNoAuth', { cookie: otherAdmin, body: draft(name) })),
    );
    expect(answers.map((a) => a.status)).toEqual(voiceAssistants.map(() => 200));
    expect(answers.filter((a) => a.body.IsDefault)).toHaveLength(1);
    const defaults = defaultsOf(await listed(otherAdmin), category());
    expect(defaults.map((c) => c.IntegrationConfigurationID)).toEqual(
      answers.filter((a) => a.body.IsDefault).map((a) => a.body.IntegrationConfigurationID),
    );
  });

  it('SetAsDefaultConnection moves it; parallel moves leave one; deleting it promotes the newest other', async () => {
    const relay = (requestType: string, method: 'POST' | 'DELETE', payload: Record<string, unknown>) =>
      call<{ ResponseStatus: string }>('SubmitData', {
        cookie: otherAdmin,
        body: { RequestType: requestType, Method: method, ...payload },
      });
    const makeDefault = (id: string) =>
      relay('/api/SetAsDefaultConnection', 'POST', { RequestBody: { IntegrationConfigurationID: id } });
    const mine = (await listed(otherAdmin)).filter((c) => c.SystemListCategoryID === category());
    const [a, b, c] = mine.filter((x) => !x.IsDefault);
    expect((await makeDefault(a!.IntegrationConfigurationID)).body.ResponseStatus).toBe('Success');
    expect(defaultsOf(await listed(otherAdmin), category()).map((x) => x.IntegrationConfigurationID)).toEqual([
      a!.IntegrationConfigurationID,
    ]);

    await Promise.all([makeDefault(b!.IntegrationConfigurationID), makeDefault(c!.IntegrationConfigurationID)]);
    const [chosen] = defaultsOf(await listed(otherAdmin), category());
    expect(defaultsOf(await listed(otherAdmin), category())).toHaveLength(1);
    expect([b!.IntegrationConfigurationID, c!.IntegrationConfigurationID]).toContain(
      chosen!.IntegrationConfigurationID,
    );

    const deleted = await relay('/api/IntegrationConfigurations', 'DELETE', {
      QueryString: { id: chosen!.IntegrationConfigurationID },
    });
    expect(deleted.body.ResponseStatus).toBe('Success');
    const left = (await listed(otherAdmin)).filter((x) => x.SystemListCategoryID === category());
    const newest = [...left].sort((x, y) => y.DateLastUpdated.localeCompare(x.DateLastUpdated))[0]!;
    expect(defaultsOf(left, category()).map((x) => x.IntegrationConfigurationID)).toEqual([
      newest.IntegrationConfigurationID,
    ]);
    // the deleted connection's system may be connected again
    const system = mine.find((x) => x.IntegrationConfigurationID === chosen!.IntegrationConfigurationID)!.SystemName;
    expect((await call('SetupSystemNoAuth', { cookie: otherAdmin, body: draft(system) })).status).toBe(200);
  });
});

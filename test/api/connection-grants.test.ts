import {
  authorizationTypes,
  grantTypes,
  requiredConnectionFields,
  SECRET_MASK,
  type Connection,
  type RouteName,
  type SystemList,
} from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { connectionDraft, newSystem } from './sweeps/context';
import { basicOf, json, standIn, type StandIn } from './stand-ins';

/**
 * Every authorization type × OAuth grant, generated from the shared lists: saved, edited and validated through the
 * flow the console uses for it, and refused naming each field the type cannot do without (nothing stored).
 */
let provider: StandIn;
let orgAdmin: string;

beforeAll(async () => {
  provider = await standIn((request, response) => {
    if (request.path === '/auth') {
      return void response.writeHead(request.headers.authorization === basicOf('user', 'right') ? 200 : 401).end();
    }
    if (request.path !== '/token') return void response.writeHead(404).end();
    const grant = request.form.get('grant_type');
    if (grant === 'client_credentials' || grant === 'password') return json(response, 200, { access_token: 'token' });
    json(response, 400, { error: 'unsupported_grant_type' });
  }, 'grants provider');
  orgAdmin = await signIn(USERS.orgAdmin);
});
afterAll(() => provider.close());

type Flow = { type: (typeof authorizationTypes)[number]; grant?: (typeof grantTypes)[number] };
const flows: Flow[] = authorizationTypes.flatMap((type): Flow[] =>
  type === 'OAuth 2.0' ? grantTypes.map((grant) => ({ type, grant })) : [{ type }],
);
const nameOf = (flow: Flow) => (flow.grant ? `${flow.type} (${flow.grant})` : flow.type);

/** Every credential field filled, as the form sends them for this flow. */
const credentialsOf = (flow: Flow) => ({
  AuthorizationType: flow.type,
  ...(flow.grant ? { GrantType: flow.grant } : {}),
  UserName: 'user',
  Password: 'right',
  Token: 'bearer-token-of-grants',
  Key: flow.type === 'OAuth 2.0' ? 'client-of-grants' : 'AKIAGRANTSKEY',
  KeySecret: 'secret-of-grants',
  AuthorizationURL: `${provider.url}/${flow.type === 'Basic Auth' ? 'auth' : 'authorize'}`,
  TokenURL: `${provider.url}/token`,
  Scope: 'api',
});

/** The route the console saves a connection of this type through (save-connection.ts). */
const saveRoute = (flow: Flow, created: boolean): RouteName => {
  const routeOf: Record<Flow['type'], RouteName> = {
    'No Auth': 'SetupSystemNoAuth',
    'Basic Auth': 'SetupSystemBasic',
    'Bearer Token': 'SetupSystemBearerToken',
    'AWS Signature': created ? 'SetupSystem' : 'UpdateSystem',
    'OAuth 2.0': 'ConnectOauth',
  };
  return routeOf[flow.type];
};

/**
 * The spec's own words where its first check names the missing credential (part 1 §5; SetupSystemBearerToken's
 * body rule names URL and Token together), else the field's rule.
 */
const refusalOf = (flow: Flow, field: string) => {
  if (flow.type === 'Basic Auth' && ['UserName', 'Password', 'AuthorizationURL'].includes(field)) {
    return /^Enter the user name, the password and the authorization URL\.$/;
  }
  if (flow.type === 'Bearer Token' && field === 'Token') {
    return /^(Enter the bearer token\.|URL and Token: are required for a bearer token connection)$/;
  }
  const purpose = flow.grant && field !== 'GrantType' ? `the ${flow.grant} grant` : flow.type;
  return new RegExp(`(^|; )${field}: is required for ${purpose.replace('.', '\\.')}`);
};

const listed = async (system: SystemList) =>
  (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body.filter(
    (c) => c.SystemListID === system.SystemListID,
  );

describe.each(flows)('a connection with $type $grant', (flow) => {
  const savesAtOnce = flow.grant !== 'Authorization Code';

  it(`${nameOf(flow)}: validates, saves and edits with what its form shows`, async () => {
    const system = await newSystem();
    const draft = connectionDraft(system, credentialsOf(flow));
    expect(await call('ValidateCredentials', { cookie: orgAdmin, body: draft })).toMatchObject({
      status: 200,
      body: 'True',
    });
    const saved = await call<Connection | string>(saveRoute(flow, true), { cookie: orgAdmin, body: draft });
    expect(saved.status, JSON.stringify(saved.body)).toBeLessThan(300);
    if (!savesAtOnce) {
      // The provider's sign-in comes first (the callback's flow is oauth.test.ts's).
      expect(saved.body).toMatch(new RegExp(`^${provider.url}/authorize\\?response_type=code`));
      return;
    }
    const [stored] = await listed(system);
    expect(stored).toMatchObject({ AuthorizationType: flow.type, GrantType: flow.grant ?? '' });
    if (flow.type === 'OAuth 2.0') {
      expect(saved.body).toBe(`/setup/systems?oauth=connected&connection=${stored!.IntegrationConfigurationID}`);
    }

    // An edit sends the masks back: the stored credentials count, nothing has to be typed again.
    const masked = { ...stored, ...credentialsOf(flow), ServiceInstanceName: 'edited' };
    for (const field of ['Password', 'Token', 'Key', 'KeySecret'] as const) masked[field] = SECRET_MASK;
    expect((await call('ValidateCredentials', { cookie: orgAdmin, body: masked })).body).toBe('True');
    const edited = await call(saveRoute(flow, false), { cookie: orgAdmin, body: masked });
    expect(edited.status, JSON.stringify(edited.body)).toBeLessThan(300);
    expect(await listed(system)).toMatchObject([{ ServiceInstanceName: 'edited' }]);
  });

  it(`${nameOf(flow)}: refuses each empty required field, in Validate and Save, and stores nothing`, async () => {
    const system = await newSystem();
    const full = connectionDraft(system, credentialsOf(flow));
    const required = [...requiredConnectionFields({ ...full, SystemName: system.Name })].filter(
      (field) => !['ServiceInstanceName', 'URL'].includes(field),
    );
    for (const field of required) {
      const draft = { ...full, [field]: '' };
      for (const route of ['ValidateCredentials', saveRoute(flow, true)] as const) {
        const answer = await call<string>(route, { cookie: orgAdmin, body: draft });
        expect(answer.status, `${route} without ${field}`).toBe(400);
        expect(answer.body, `${route} without ${field}`).toMatch(refusalOf(flow, field));
      }
    }
    expect(await listed(system)).toEqual([]);
  });
});

it('Implicit needs only the authorization URL and the client id', async () => {
  const system = await newSystem();
  const body = connectionDraft(system, {
    AuthorizationType: 'OAuth 2.0',
    GrantType: 'Implicit',
    AuthorizationURL: `${provider.url}/authorize`,
    Key: 'implicit-client',
  });
  const answer = await call<string>('ConnectOauth', { cookie: orgAdmin, body });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatch(/^\/setup\/systems\?oauth=connected&connection=/);
  expect(await listed(system)).toMatchObject([{ GrantType: 'Implicit', TokenURL: '', Key: 'implicit-client' }]);
});

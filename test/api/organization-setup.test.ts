import {
  messages,
  SECRET_MASK,
  type Connection,
  type PendingConfiguration,
  type SetupData,
  type SystemList,
  type SystemListCategory,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { foundingOwner, invitedOrgAdmin } from './organization-people';
import { passwordIn, standIn, type StandIn } from './stand-ins';

let orgAdmin: string;
let otherAdmin: string;
let platform: string;
let staff: string;
let catalogue: { SystemLists: SystemList[]; SystemListCategories: SystemListCategory[] };
/** An external system that accepts the password "right-password-1" only. */
let external: StandIn;

const system = (name: string) => catalogue.SystemLists.find((s) => s.Name === name)!;
const categoryId = (name: string) =>
  catalogue.SystemListCategories.find((c) => c.Category === name)!.SystemListCategoryID;
const data = async (cookie: string, IsUpdateMode = 'false') =>
  (await call<SetupData>('GetData', { cookie, query: { IsUpdateMode } })).body;
const draftOf = (s: SystemList, overrides: Record<string, unknown> = {}) => ({
  SystemListID: s.SystemListID,
  SystemListCategoryID: s.SystemListCategoryID,
  ServiceInstanceName: 'setup',
  URL: 'https://setup.example.com',
  AuthorizationType: 'No Auth',
  ...overrides,
});
const details = (organization: SetupData['Organization'], overrides: Record<string, unknown> = {}) => {
  const { OrganizationID: _id, DateCreated: _c, CreatedBy: _b, DateSetup: _s, ...editable } = organization;
  return { ...editable, ...overrides };
};

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  platform = await signIn(USERS.platform);
  staff = await signIn(USERS.staff);
  catalogue = (await call<typeof catalogue>('GetSystemLists', { cookie: orgAdmin })).body;
  external = await standIn((request, response) => {
    response.writeHead(passwordIn(request.headers) === 'right-password-1' ? 200 : 401).end();
  }, 'setup-external');
});
afterAll(() => external.close());

describe('who may call what', () => {
  it('answers Redirect signed out and 403 to Staff and to a PlatformAdmin', async () => {
    const calls = [
      ['GetData', { query: { IsUpdateMode: 'false' } }],
      ['SetupOrganization', { body: { OrganizationName: 'Nope', Version: 1 } }],
      ['UpdateOrganization', { body: { OrganizationName: 'Nope', Version: 1 } }],
      ['SetupIntegrationConfigurationSystems', { body: draftOf(system('Twilio')) }],
      ['DeleteIntegrationConfigurationSystem', { query: { index: '0' } }],
      ['SubmitSetup', { body: [] }],
    ] as const;
    for (const [name, input] of calls) {
      expect(await call(name, input), `${name} signed out`).toMatchObject({ status: 401, body: 'Redirect' });
      expect((await call(name, { ...input, cookie: staff })).status, `${name} as Staff`).toBe(403);
      expect((await call(name, { ...input, cookie: platform })).status, `${name} as PlatformAdmin`).toBe(403);
    }
  });
});

describe('GetData', () => {
  it('answers the catalogue, the user, IsInvited and the organization with its defaults', async () => {
    const answer = await data(orgAdmin);
    expect(answer.SystemLists.length).toBe(catalogue.SystemLists.length);
    expect(answer.SystemListCategories.length).toBe(catalogue.SystemListCategories.length);
    expect(answer.ActiveUser).toEqual({ Email: USERS.orgAdmin });
    expect(answer.IsInvited).toBe(false);
    expect(answer.Organization).toMatchObject({ OrganizationName: 'Demo Organization', RequireVoiceMFA: false });
    expect(['Basic', 'Standard', 'Enterprise']).toContain(answer.Organization.SmartOfficeVersion);
    const updateMode = await data(orgAdmin, 'true');
    expect(updateMode.IntegrationConfigurations.some((c) => c.SystemName === 'Internal data')).toBe(true);
    expect((await call('GetData', { cookie: orgAdmin, query: { IsUpdateMode: 'maybe' } })).status).toBe(400);
  });
});

describe('the organization details', () => {
  it('refuse invalid attributes JSON and an unknown version, storing nothing', async () => {
    const before = (await data(orgAdmin)).Organization;
    for (const [change, message] of [
      [{ OrgAttributes: '{"region": ' }, `OrgAttributes: ${messages.msg_org_attributes_invalid}`],
      [{ OrgAttributes: '[1, 2]' }, `OrgAttributes: ${messages.msg_org_attributes_invalid}`],
      [{ SmartOfficeVersion: 4 }, 'SmartOfficeVersion: must be 1 (Basic), 2 (Standard) or 3 (Enterprise)'],
      [{ SmartOfficeVersion: 'Platinum' }, 'SmartOfficeVersion: must be 1 (Basic), 2 (Standard) or 3 (Enterprise)'],
      [{ smallImageUrl: 'not a url' }, 'smallImageUrl: must be a URL (https://…)'],
    ] as const) {
      const answer = await call('UpdateOrganization', { cookie: orgAdmin, body: details(before, change) });
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 400, body: message });
    }
    expect((await data(orgAdmin)).Organization).toEqual(before);
  });

  it('save the version by its selector value, {} for empty attributes, and refuse a stale Version', async () => {
    const before = (await data(orgAdmin)).Organization;
    const change = details(before, { SmartOfficeVersion: '2', OrgAttributes: '', City: 'Lisbon' });
    expect(await call('UpdateOrganization', { cookie: orgAdmin, body: change })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    const after = (await data(orgAdmin)).Organization;
    expect(after).toMatchObject({
      SmartOfficeVersion: 'Standard',
      OrgAttributes: '{}',
      City: 'Lisbon',
      Version: before.Version + 1,
    });
    expect(await call('UpdateOrganization', { cookie: orgAdmin, body: change })).toMatchObject({ status: 409 });
    const attributes = details(after, { OrgAttributes: '{"region":"eu-west-1"}', SmartOfficeVersion: 'Enterprise' });
    expect((await call('SetupOrganization', { cookie: orgAdmin, body: attributes })).status).toBe(200);
    expect((await data(orgAdmin)).Organization).toMatchObject({
      OrgAttributes: '{"region":"eu-west-1"}',
      SmartOfficeVersion: 'Enterprise',
    });
  });

  it("take services from the organization's own connections of the right category", async () => {
    const crmSystem = await call<SystemList>('SubmitSystemList', {
      cookie: platform,
      body: { Name: `Setup CRM ${randomUUID().slice(0, 8)}`, SystemListCategoryID: categoryId('CRM') },
    });
    const crm = await call<Connection>('SetupSystemNoAuth', { cookie: orgAdmin, body: draftOf(crmSystem.body) });
    expect(crm.status).toBe(200);
    const id = crm.body.IntegrationConfigurationID;
    const organization = (await data(orgAdmin)).Organization;
    expect(
      await call('UpdateOrganization', { cookie: orgAdmin, body: details(organization, { IncidentService: id }) }),
    ).toMatchObject({
      status: 400,
      body: 'IncidentService: must be a connection of the category Ticketing',
    });
    const theirs = (await data(otherAdmin)).Organization;
    expect(
      await call('UpdateOrganization', { cookie: otherAdmin, body: details(theirs, { CRMService: id }) }),
    ).toMatchObject({
      status: 404,
    });
    expect((await data(otherAdmin)).Organization).toEqual(theirs);
    expect(
      (await call('UpdateOrganization', { cookie: orgAdmin, body: details(organization, { CRMService: id }) })).status,
    ).toBe(200);
    expect((await data(orgAdmin)).Organization.CRMService).toBe(id);
  });

  it('are read-only for a user who joined by invitation', async () => {
    const invited = await invitedOrgAdmin(orgAdmin);
    const answer = await data(invited);
    expect(answer.IsInvited).toBe(true);
    const change = details(answer.Organization, { City: 'Invited town' });
    for (const name of ['SetupOrganization', 'UpdateOrganization'] as const) {
      expect(await call(name, { cookie: invited, body: change })).toMatchObject({
        status: 403,
        body: messages.msg_org_invited_read_only,
      });
    }
    expect((await data(orgAdmin)).Organization.City).not.toBe('Invited town');
  });
});

describe('a new organization’s setup', () => {
  it('walks from empty to submitted: details, pending list, submit', async () => {
    const { cookie } = await foundingOwner(platform);
    const first = await data(cookie);
    expect(first).toMatchObject({ IsInvited: false, IntegrationConfigurations: [] });
    expect(first.Organization).toMatchObject({ DateSetup: '', SmartOfficeVersion: 'Basic', OrgAttributes: '{}' });
    expect(await call('SubmitSetup', { cookie, body: [] })).toMatchObject({
      status: 400,
      body: messages.msg_org_not_created,
    });
    const taken = details(first.Organization, { OrganizationName: 'demo organization' });
    expect(await call('SetupOrganization', { cookie, body: taken })).toMatchObject({
      status: 409,
      body: 'OrganizationName: an organization named Demo Organization already exists.',
    });
    const named = details(first.Organization, { City: 'Porto', SmartOfficeVersion: 3 });
    expect((await call('SetupOrganization', { cookie, body: named })).status).toBe(200);
    expect((await data(cookie)).Organization.DateSetup).not.toBe('');

    const add = (body: unknown) =>
      call<PendingConfiguration | null>('SetupIntegrationConfigurationSystems', { cookie, body });
    const twilio = await add(
      draftOf(system('Twilio'), { AuthorizationType: 'Bearer Token', Token: `tw-token-${randomUUID()}` }),
    );
    expect(twilio).toMatchObject({
      status: 201,
      body: { SystemName: 'Twilio', Token: SECRET_MASK, Category: 'Messaging' },
    });
    expect(await add(draftOf(system('SignalWire')))).toMatchObject({ status: 409, body: 'exist' });
    const refused = await add(
      draftOf(system('REST API Service'), {
        AuthorizationType: 'Basic Auth',
        UserName: 'svc',
        Password: 'wrong-password-1',
        AuthorizationURL: `${external.url}/auth`,
      }),
    );
    expect(refused).toMatchObject({ status: 400, body: null });
    const basic = await add(
      draftOf(system('REST API Service'), {
        AuthorizationType: 'Basic Auth',
        UserName: 'svc',
        Password: 'right-password-1',
        AuthorizationURL: `${external.url}/auth`,
      }),
    );
    expect(basic).toMatchObject({ status: 201, body: { Password: SECRET_MASK } });
    const tableau = await add(draftOf(system('Tableau')));
    expect(tableau.status).toBe(201);

    let pending = (await data(cookie)).IntegrationConfigurations;
    expect(pending.map((c) => c.SystemName)).toEqual(['Twilio', 'REST API Service', 'Tableau']);
    expect((await call('DeleteIntegrationConfigurationSystem', { cookie, query: { index: '3' } })).status).toBe(404);
    expect(await call('DeleteIntegrationConfigurationSystem', { cookie, query: { index: '2' } })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    pending = (await data(cookie)).IntegrationConfigurations;
    expect(pending.map((c) => c.SystemName)).toEqual(['Twilio', 'REST API Service']);

    expect(await call('SubmitSetup', { cookie, body: pending.slice(0, 1) })).toMatchObject({
      status: 409,
      body: messages.msg_setup_list_changed,
    });
    expect(await call('SubmitSetup', { cookie, body: pending })).toMatchObject({ status: 200, body: 'Success' });
    expect((await data(cookie)).IntegrationConfigurations).toEqual([]);
    const saved = (await data(cookie, 'true')).IntegrationConfigurations;
    expect(saved.map((c) => c.SystemName).sort()).toEqual(['REST API Service', 'Twilio']);
    expect(saved.find((c) => c.SystemName === 'Twilio')).toMatchObject({ Token: SECRET_MASK, IsDefault: true });

    // The password typed into the pending list is the connection's now.
    external.received.length = 0;
    const rest = saved.find((c) => c.SystemName === 'REST API Service')!;
    expect((await call('ValidateCredentials', { cookie, body: { ...rest, Password: SECRET_MASK } })).body).toBe('True');
    expect(passwordIn(external.received[0]!.headers)).toBe('right-password-1');

    // A connected system cannot be added again.
    expect(await add(draftOf(system('Twilio')))).toMatchObject({ status: 409, body: 'exist' });
  });

  it('refuses an OAuth 2.0 configuration in the pending list', async () => {
    const answer = await call('SetupIntegrationConfigurationSystems', {
      cookie: orgAdmin,
      body: draftOf(system('HubSpot'), { AuthorizationType: 'OAuth 2.0', GrantType: 'Authorization Code' }),
    });
    expect(answer).toMatchObject({ status: 400 });
    expect(String(answer.body)).toMatch(/^AuthorizationType: /);
  });
});

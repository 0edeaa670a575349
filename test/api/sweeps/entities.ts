import { EMPTY_GUID } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { SEED_CONNECTION_ID, validInvoice } from '../fixtures';
import type { CallInput } from './callables';
import {
  connectionDraft,
  cookieOf,
  DEMO_ORG,
  fieldBody,
  freeColumn,
  newCategory,
  newConnection,
  newConnectionField,
  newDefaultField,
  newInvitation,
  newInvoice,
  newSystem,
  unique,
  uniqueEmail,
  type User,
} from './context';

/**
 * Per callable, declaratively: what it does to the data, who makes a valid call, how to make one (records it names
 * are made fresh, so a check may change them), and for the concurrency sweep how the i-th of many writers differs.
 * The sweeps FAIL for a callable without an entry here, so a new route cannot escape them.
 */
export interface Fixture {
  kind: 'read' | 'create' | 'update' | 'delete' | 'action';
  /** Who makes the valid call (default: OrgAdmin where admitted, else the first role the callable admits). */
  as?: User;
  valid(): Promise<Omit<CallInput, 'cookie'>>;
  /** Concurrency sweep: the i-th writer's whole record, from a valid update (or create, for a uniqueness rule). */
  writer?(valid: Omit<CallInput, 'cookie'>, i: number): Omit<CallInput, 'cookie'>;
  /** Concurrency sweep: a create that keeps a uniqueness rule (what is unique). */
  unique?: string;
  /** Where the written record is read back: the list callable, the id field, and the list in its answer. */
  readBack?: ReadBack;
}

export interface ReadBack {
  list: string;
  id: string;
  /** The records in the list's answer (default: the answer itself). */
  items?: (answer: unknown) => unknown[];
  /** The list's query (default none). */
  query?: (valid: Omit<CallInput, 'cookie'>) => Record<string, string>;
}

const bodyField = (name: string) => (valid: Omit<CallInput, 'cookie'>) => ({
  [name]: String((valid.body as Record<string, unknown>)[name]),
});

const catalogueList = (key: 'SystemLists' | 'SystemListCategories') => (answer: unknown) =>
  (answer as Record<string, unknown[]>)[key]!;

const body = (value: unknown) => ({ body: value });
const query = (value: Record<string, string>) => ({ query: value });
const read = (valid: Fixture['valid'] = async () => ({})): Fixture => ({ kind: 'read', valid });
const renamed = (field: string) => (valid: Omit<CallInput, 'cookie'>, i: number) => ({
  ...valid,
  body: { ...(valid.body as object), [field]: `${String((valid.body as Record<string, unknown>)[field])} w${i}` },
});

const idOf = async () => ({ id: (await newConnection()).IntegrationConfigurationID });

export const fixtures: Record<string, Fixture> = {
  // account
  Login: { kind: 'action', valid: async () => body({ Email: uniqueEmail('nobody'), Password: 'Not-Their-Pass-1!' }) },
  Logout: { kind: 'action', valid: async () => ({}) },
  Me: read(),
  Organizations: read(),
  Invitation: read(async () => query({ token: 'a'.repeat(43) })),
  Register: {
    kind: 'action',
    valid: async () =>
      body({
        Token: 'b'.repeat(43),
        FirstName: 'Ada',
        LastName: 'Nobody',
        Password: 'Sweep-Password-4!',
        ConfirmPassword: 'Sweep-Password-4!',
      }),
  },
  ChangeProfilePassword: {
    kind: 'action',
    as: 'staff',
    // A wrong old password: the valid call changes nothing either.
    valid: async () =>
      body({
        OldPassword: 'Not-The-Old-Pass-1!',
        NewPassword: 'Sweep-New-Pass-5!',
        ConfirmPassword: 'Sweep-New-Pass-5!',
      }),
  },
  GetEmployeeData: read(),

  // users
  GetInvitedUsers: read(),
  UpdateStatus: {
    kind: 'update',
    valid: async () => ({ query: { email: (await newInvitation('Approved')).Email }, body: { Enabled: false } }),
    writer: (valid, i) => ({ ...valid, body: { Enabled: i % 2 === 0 } }),
    readBack: { list: 'GetInvitedUsers', id: 'Email' },
  },
  SendInvitationEmail: { kind: 'action', valid: async () => query({ email: (await newInvitation()).Email }) },
  SendInvitation: {
    kind: 'create',
    valid: async () => body({ FirstName: 'Sweep', LastName: 'Person', Email: uniqueEmail('sweep') }),
    unique: 'one live invitation per email',
    readBack: { list: 'GetInvitedUsers', id: 'Email' },
  },
  CancelInvitation: {
    kind: 'delete',
    valid: async () => query({ EmployeeInviteID: (await newInvitation()).EmployeeInviteID }),
  },
  ApproveRegistration: { kind: 'action', valid: async () => body(await newInvitation('Registered')) },
  ConfigureApprovedRegistration: {
    kind: 'action',
    valid: async () => query({ EmployeeinviteID: (await newInvitation('Approved')).EmployeeInviteID }),
  },
  InvitationLink: {
    kind: 'action',
    valid: async () => query({ EmployeeInviteID: (await newInvitation()).EmployeeInviteID }),
  },
  CreateOrganization: {
    kind: 'create',
    valid: async () =>
      body({
        OrganizationName: unique('Sweep Organization'),
        FirstName: 'Sweep',
        LastName: 'Founder',
        Email: uniqueEmail('founder'),
      }),
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), Email: uniqueEmail(`founder${i}`) } }),
    unique: 'organization names',
    readBack: { list: 'Organizations', id: 'OrganizationName' },
  },

  // billing
  GetInvoices: read(async () => query({ OrganizationID: DEMO_ORG })),
  PostInvoice: { kind: 'create', valid: async () => body(validInvoice()) },
  UpdateInvoice: {
    kind: 'update',
    valid: async () => body({ ...(await newInvoice()), Notes: 'Updated by the sweeps' }),
    writer: renamed('Notes'),
    readBack: { list: 'GetInvoices', id: 'InvoiceID' },
  },
  DeleteInvoice: { kind: 'delete', valid: async () => body(await newInvoice()) },

  // catalogue
  GetSystemLists: read(),
  SubmitSystemListCategory: {
    kind: 'create',
    valid: async () => body({ Category: unique('Sweep category') }),
    unique: 'category names',
    readBack: { list: 'GetSystemLists', id: 'Category', items: catalogueList('SystemListCategories') },
  },
  UpdateSystemListCategory: {
    kind: 'update',
    valid: async () => body(await newCategory()),
    writer: renamed('Category'),
    readBack: { list: 'GetSystemLists', id: 'SystemListCategoryID', items: catalogueList('SystemListCategories') },
  },
  DeleteSystemListCategory: {
    kind: 'delete',
    valid: async () => query({ id: (await newCategory()).SystemListCategoryID }),
  },
  SubmitSystemList: {
    kind: 'create',
    valid: async () =>
      body({ Name: unique('Sweep system'), SystemListCategoryID: (await newCategory()).SystemListCategoryID }),
    unique: 'system names',
    readBack: { list: 'GetSystemLists', id: 'Name', items: catalogueList('SystemLists') },
  },
  UpdateSystemList: {
    kind: 'update',
    valid: async () => body(await newSystem()),
    writer: renamed('Name'),
    readBack: { list: 'GetSystemLists', id: 'SystemListID', items: catalogueList('SystemLists') },
  },
  DeleteSystemList: { kind: 'delete', valid: async () => query({ id: (await newSystem()).SystemListID }) },
  GetSystemListDefaultSettingFields: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),
  SubmitSystemListDefaultSetting: {
    kind: 'create',
    valid: async () => body(fieldBody((await newSystem()).SystemListID)),
    unique: 'field names per system',
    readBack: { list: 'GetSystemListDefaultSettingFields', id: 'FieldName', query: bodyField('SystemListID') },
  },
  UpdateSystemListDefaultSetting: {
    kind: 'update',
    valid: async () => body(await newDefaultField()),
    writer: renamed('FieldLabel'),
    readBack: {
      list: 'GetSystemListDefaultSettingFields',
      id: 'SystemListDefaultSettingFieldID',
      query: bodyField('SystemListID'),
    },
  },
  DeleteSystemListDefaultSettingField: {
    kind: 'delete',
    valid: async () => query({ id: (await newDefaultField()).SystemListDefaultSettingFieldID }),
  },
  GetSystemListConnectionFields: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),
  SubmitSystemListConnectionFields: {
    kind: 'create',
    valid: async () => body(fieldBody((await newSystem()).SystemListID)),
    unique: 'field names per system',
    readBack: { list: 'GetSystemListConnectionFields', id: 'FieldName', query: bodyField('SystemListID') },
  },
  UpdateSystemListConnectionFields: {
    kind: 'update',
    valid: async () => body(await newConnectionField()),
    writer: renamed('FieldLabel'),
    readBack: {
      list: 'GetSystemListConnectionFields',
      id: 'SystemListConnectionFieldID',
      query: bodyField('SystemListID'),
    },
  },
  DeleteSystemListConnectionFields: {
    kind: 'delete',
    valid: async () => query({ id: (await newConnectionField()).SystemListConnectionFieldID }),
  },
  GetIntegrationDefaultSettingField: read(async () =>
    query({ IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID }),
  ),
  SubmitIntegrationDefaultSettingField: {
    kind: 'create',
    valid: async () => body(await integrationDefaultBody()),
    unique: 'one value per default setting field of a connection',
    readBack: { list: 'GetIntegrationDefaultSettingField', id: 'Name', query: bodyField('IntegrationConfigurationID') },
  },
  UpdateIntegrationDefaultSettingField: {
    kind: 'update',
    valid: async () => body(await newIntegrationDefault()),
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), Value: String(i + 1) } }),
    readBack: {
      list: 'GetIntegrationDefaultSettingField',
      id: 'IntegrationDefaultSettingFieldID',
      query: bodyField('IntegrationConfigurationID'),
    },
  },
  DeleteIntegrationDefaultSettingField: {
    kind: 'delete',
    valid: async () => query({ id: (await newIntegrationDefault()).IntegrationDefaultSettingFieldID }),
  },
  GetColumnNameChange: read(async () =>
    query({ IntegrationConfigurationID: (await freeColumn()).connection.IntegrationConfigurationID }),
  ),
  SubmitColumnNameChange: {
    kind: 'create',
    valid: async () => body(await columnChangeBody()),
    unique: 'one name change per column of a connection',
    readBack: { list: 'GetColumnNameChange', id: 'DefaultColumnName', query: bodyField('IntegrationConfigurationID') },
  },
  UpdateColumnNameChange: {
    kind: 'update',
    valid: async () => body(await newColumnChange()),
    writer: renamed('CustomColumnName'),
    readBack: {
      list: 'GetColumnNameChange',
      id: 'IntegrationColumnChangeID',
      query: bodyField('IntegrationConfigurationID'),
    },
  },
  DeleteColumnNameChange: {
    kind: 'delete',
    valid: async () => query({ id: (await newColumnChange()).IntegrationColumnChangeID }),
  },
  GetCustomColumn: read(async () =>
    query({ IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID }),
  ),
  SubmitCustomColumn: {
    kind: 'create',
    valid: async () => body(await customColumnBody()),
    unique: 'custom column names per connection',
    readBack: { list: 'GetCustomColumn', id: 'CustomColumnName', query: bodyField('IntegrationConfigurationID') },
  },
  UpdateCustomColumn: {
    kind: 'update',
    valid: async () => body(await newCustomColumn()),
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), CustomColumnName: `Renamed${i}` } }),
    readBack: {
      list: 'GetCustomColumn',
      id: 'IntegrationCustomColumnID',
      query: bodyField('IntegrationConfigurationID'),
    },
  },
  DeleteCustomColumn: {
    kind: 'delete',
    valid: async () => query({ id: (await newCustomColumn()).IntegrationCustomColumnID }),
  },
  GetIntegrationColumns: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),

  // connections
  GetVoiceIntents: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),
  GetTestResponse: read(async () =>
    query({
      ApiUrl: '/api/now/table/incident',
      Module: 'TopTickets',
      IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID,
    }),
  ),
  ConnectOauth: {
    kind: 'action',
    valid: async () =>
      body(
        connectionDraft(await newSystem(), {
          AuthorizationType: 'OAuth 2.0',
          GrantType: 'Authorization Code',
          Key: 'sweep-client-id',
          KeySecret: `sweep-client-secret-${randomUUID()}`,
          AuthorizationURL: 'https://provider.example.com/authorize',
          TokenURL: 'https://provider.example.com/token',
        }),
      ),
  },
  OauthCallback: {
    kind: 'action',
    valid: async () => query({ code: 'sweep-code', state: `sweep-state-${randomUUID()}` }),
  },
  ValidateCredentials: { kind: 'read', valid: async () => body(await newConnection()) },
  SetupSystem: {
    kind: 'create',
    valid: async () => body(connectionDraft(await newSystem(), { AuthorizationType: 'No Auth' })),
    unique: 'one connection per system',
    readBack: { list: 'GetIntegrationConfiguration', id: 'SystemListID' },
  },
  UpdateSystem: {
    kind: 'update',
    valid: async () => body(await newConnection()),
    writer: (valid, i) => ({
      ...valid,
      body: {
        ...(valid.body as object),
        ServiceInstanceName: `writer-${i}`,
        Token: `sweep-writer-token-${i}-${randomUUID()}`,
      },
    }),
    readBack: { list: 'GetIntegrationConfiguration', id: 'IntegrationConfigurationID' },
  },
  SetupSystemBasic: {
    kind: 'create',
    // Basic Auth checks the credentials with a request: one to a system whose check is skipped is not possible
    // without a stand-in, so the valid call here uses a private address the outbound guard refuses (nothing stored).
    valid: async () =>
      body(
        connectionDraft(await newSystem(), {
          UserName: 'sweep',
          Password: `sweep-basic-${randomUUID()}`,
          AuthorizationURL: 'https://10.0.0.1/auth',
        }),
      ),
  },
  SetupSystemNoAuth: {
    kind: 'create',
    valid: async () => body(connectionDraft(await newSystem())),
    unique: 'one connection per system',
    readBack: { list: 'GetIntegrationConfiguration', id: 'SystemListID' },
  },
  SetupSystemBearerToken: {
    kind: 'create',
    valid: async () =>
      body(
        connectionDraft(await newSystem(), {
          IntegrationConfigurationID: EMPTY_GUID,
          Token: `sweep-token-${randomUUID()}`,
        }),
      ),
    unique: 'one connection per system',
    readBack: { list: 'GetIntegrationConfiguration', id: 'SystemListID' },
  },
  GetIntegrationConfiguration: read(),

  // relay (the routes, then the operations they run)
  RequestData: read(async () =>
    body({
      RequestType: '/api/GetIntegrationConfigDataSourceCount',
      Method: 'GET',
      QueryString: `id=${SEED_CONNECTION_ID}`,
    }),
  ),
  SubmitData: {
    kind: 'action',
    valid: async () =>
      body({
        RequestType: '/api/SetAsDefaultConnection',
        Method: 'POST',
        RequestBody: { IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID },
      }),
  },
  'GET /api/GetIntegrationConfigDataSourceCount': read(async () => query(await idOf())),
  'DELETE /api/IntegrationConfigurations': { kind: 'delete', valid: async () => query(await idOf()) },
  'POST /api/SetAsDefaultConnection': {
    kind: 'action',
    valid: async () => body({ IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID }),
  },
};

async function integrationDefaultBody() {
  const system = await newSystem();
  const field = await newDefaultField(system);
  const connection = await newConnection(system);
  return {
    IntegrationConfigurationID: connection.IntegrationConfigurationID,
    SystemListDefaultSettingID: field.SystemListDefaultSettingFieldID,
    Name: field.FieldName,
    Value: '5',
  };
}

async function created<T>(route: string, value: unknown): Promise<T> {
  const { call } = await import('../client');
  const answer = await call(route as never, { cookie: await cookieOf('orgAdmin'), body: value });
  if (answer.status >= 300)
    throw new Error(`sweep setup: ${route} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

const newIntegrationDefault = async () =>
  created<{ IntegrationDefaultSettingFieldID: string }>(
    'SubmitIntegrationDefaultSettingField',
    await integrationDefaultBody(),
  );

async function columnChangeBody() {
  const { connection, column } = await freeColumn();
  return {
    IntegrationConfigurationID: connection.IntegrationConfigurationID,
    DefaultColumnName: column,
    CustomColumnName: 'Sweep name',
  };
}
const newColumnChange = async () =>
  created<{ IntegrationColumnChangeID: string }>('SubmitColumnNameChange', await columnChangeBody());

const customColumnBody = async () => ({
  IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID,
  CustomColumnName: `Sweep${randomUUID().slice(0, 8)}`,
  CustomColumnType: 'String',
});
const newCustomColumn = async () =>
  created<{ IntegrationCustomColumnID: string }>('SubmitCustomColumn', await customColumnBody());

import { EMPTY_GUID } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { SEED_CONNECTION_ID } from '../../fixtures';
import { connectionDraft, newConnection, newSystem } from '../context';
import { body, query, read, type Fixture } from './fixture';

const idOf = async () => ({ id: (await newConnection()).IntegrationConfigurationID });

export const connectionFixtures: Record<string, Fixture> = {
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
  // Stores the check's outcome beside the connection (a bearer token connection: valid without a request).
  CheckCredentials: {
    kind: 'action',
    valid: async () => body({ IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID }),
  },
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

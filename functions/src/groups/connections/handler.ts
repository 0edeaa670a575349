import { connectionsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const setup = onFirstUse(() => import('../../services/connections/setup-service'));
const connections = onFirstUse(() => import('../../services/connections/connection-service'));
const oauth = onFirstUse(() => import('../../services/connections/oauth-service'));
const health = onFirstUse(() => import('../../services/connections/credential-health-service'));
const intents = onFirstUse(() => import('../../services/connections/voice-intents-service'));

const operations = bindGroup('connections', [connectionsRoutes], {
  GetIntegrationConfiguration: async ({ principal }) => (await connections()).listConnections(principal),
  ValidateCredentials: async ({ body, principal }) => (await setup()).validateCredentials(body, principal),
  CheckCredentials: async ({ body, principal }) =>
    (await health()).checkNow(body.IntegrationConfigurationID, principal),
  SetupSystem: async ({ body, principal }) => (await setup()).setupSystem(body, principal),
  UpdateSystem: async ({ body, principal }) => (await setup()).updateSystem(body, principal),
  SetupSystemBasic: async ({ body, principal }) => (await setup()).setupWith('Basic Auth', body, principal),
  SetupSystemNoAuth: async ({ body, principal }) => (await setup()).setupWith('No Auth', body, principal),
  SetupSystemBearerToken: async ({ body, principal }) => (await setup()).setupWith('Bearer Token', body, principal),
  ConnectOauth: async ({ body, principal, request }) => (await oauth()).connectOauth(body, principal, request.host),
  OauthCallback: async ({ query }) => (await oauth()).oauthCallback(query),
  GetVoiceIntents: async ({ query }) => (await intents()).voiceIntents(query),
  GetTestResponse: async ({ query, principal }) => (await intents()).testResponse(query, principal),
});

export const handler = groupHandler(operations);

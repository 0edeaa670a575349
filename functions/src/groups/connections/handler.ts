import { connectionsRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { setupSystem, setupWith, updateSystem, validateCredentials } from '../../services/connections/setup-service';
import { listConnections } from '../../services/connections/connection-service';
import { connectOauth, oauthCallback } from '../../services/connections/oauth-service';
import { testResponse, voiceIntents } from '../../services/connections/voice-intents-service';

const operations = bindGroup('connections', [connectionsRoutes], {
  GetIntegrationConfiguration: ({ principal }) => listConnections(principal),
  ValidateCredentials: ({ body, principal }) => validateCredentials(body, principal),
  SetupSystem: ({ body, principal }) => setupSystem(body, principal),
  UpdateSystem: ({ body, principal }) => updateSystem(body, principal),
  SetupSystemBasic: ({ body, principal }) => setupWith('Basic Auth', body, principal),
  SetupSystemNoAuth: ({ body, principal }) => setupWith('No Auth', body, principal),
  SetupSystemBearerToken: ({ body, principal }) => setupWith('Bearer Token', body, principal),
  ConnectOauth: ({ body, principal, request }) => connectOauth(body, principal, request.host),
  OauthCallback: ({ query }) => oauthCallback(query),
  GetVoiceIntents: ({ query }) => voiceIntents(query),
  GetTestResponse: ({ query, principal }) => testResponse(query, principal),
});

export const handler = groupHandler(operations);

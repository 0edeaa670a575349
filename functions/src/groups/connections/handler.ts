import { groupHandler } from '../../http/group-handler';
import type { Operations } from '../../http/operation';
import { setupSystem, setupWith, updateSystem, validateCredentials } from '../../services/connection-setup';
import { listConnections } from '../../services/connections';
import { connectOauth, oauthCallback } from '../../services/oauth-connect';
import { testResponse, voiceIntents } from '../../services/voice-intents';

type ConnectionsRoute =
  | 'GetIntegrationConfiguration'
  | 'ValidateCredentials'
  | 'SetupSystem'
  | 'UpdateSystem'
  | 'SetupSystemBasic'
  | 'SetupSystemNoAuth'
  | 'SetupSystemBearerToken'
  | 'ConnectOauth'
  | 'OauthCallback'
  | 'GetVoiceIntents'
  | 'GetTestResponse';

const operations: Operations<ConnectionsRoute> = {
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
};

export const handler = groupHandler('connections', operations);

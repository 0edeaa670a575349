import { behaviourOf, messages, type Connection } from '@switchboard/shared';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { isNewDraft, toConnectionInput, type ConnectionDraft } from './draft';

export type SaveOutcome =
  | { kind: 'saved'; connection: Connection; created: boolean }
  /** OAuth 2.0: where the browser goes next (the provider, or the setup page with the result). */
  | { kind: 'redirect'; url: string }
  /**
   * `error`: the API's refusal, whose field problems the form shows on the fields; `existing`: the organization's
   * connection of this system that made a new one refused (409 "exist"), for the form to point to.
   */
  | { kind: 'failed'; message: string; error?: unknown; existing?: Connection };

const directFlows = {
  'Basic Auth': 'SetupSystemBasic',
  'No Auth': 'SetupSystemNoAuth',
  'Bearer Token': 'SetupSystemBearerToken',
} as const;

/** The server's own text, unless it is one of the legacy one-word answers the page words itself. */
function serverText(error: unknown): string | undefined {
  const text = isApiError(error) ? error.serverMessage : undefined;
  return text && !['Error', 'False', 'exist', 'null'].includes(text) ? text : undefined;
}

function failureMessage(draft: ConnectionDraft, created: boolean, error: unknown): string {
  if (isApiError(error) && error.redirecting) return error.message;
  const status = isApiError(error) ? error.status : 0;
  const type = draft.AuthorizationType;
  // A second connection of a system: the spec's "connection exists" of ConnectOauth and the setup flows, its
  // "integration already exists" of SetupSystem.
  if (status === 409 && created) {
    return type === 'OAuth 2.0' || (type && type in directFlows)
      ? messages.msg_setup_connection_exist
      : messages.msg_integration_exists;
  }
  if (type === 'OAuth 2.0') return serverText(error) ?? messages.msg_setup_problem;
  if (type && type in directFlows) return serverText(error) ?? messages.msg_setup_unable_connect;
  if (!created) return serverText(error) ?? messages.msg_cannot_update;
  return serverText(error) ?? messages.msg_external_system;
}

/**
 * Saves through the flow of the chosen authorization type (spec part 2 §4): OAuth 2.0 through ConnectOauth; Basic,
 * No Auth and Bearer Token through their SetupSystem… call (create or update by the id); any other through
 * SetupSystem (new) or UpdateSystem.
 */
export async function saveConnection(draft: ConnectionDraft): Promise<SaveOutcome> {
  const body = toConnectionInput(draft);
  const created = isNewDraft(draft);
  const type = draft.AuthorizationType;
  try {
    if (type === 'OAuth 2.0') return { kind: 'redirect', url: await api('ConnectOauth', { body }) };
    const route = type && type in directFlows ? directFlows[type as keyof typeof directFlows] : undefined;
    const connection = await api(route ?? (created ? 'SetupSystem' : 'UpdateSystem'), { body });
    if (connection) return { kind: 'saved', connection, created };
    return { kind: 'failed', message: failureMessage(draft, created, undefined) };
  } catch (error) {
    const existing = created && isApiError(error) && error.status === 409 ? await existingOf(draft) : undefined;
    return { kind: 'failed', message: failureMessage(draft, created, error), error, existing };
  }
}

/** The organization's connection of the draft's system (undefined when it cannot be read). */
async function existingOf(draft: ConnectionDraft): Promise<Connection | undefined> {
  try {
    const connections = await api('GetIntegrationConfiguration');
    return connections.find((connection) => connection.SystemListID === draft.SystemListID);
  } catch {
    return undefined;
  }
}

/**
 * Validate Credentials after the console's own checks: systems whose credentials count as valid without a check
 * are reported valid without calling the server.
 */
export async function validateConnection(
  draft: ConnectionDraft,
): Promise<{ valid: boolean; message: string; error?: unknown }> {
  if (behaviourOf(draft.SystemName).validWithoutCheck) return { valid: true, message: messages.msg_credentials_valid };
  try {
    const answer = await api('ValidateCredentials', { body: toConnectionInput(draft) });
    return answer === 'True'
      ? { valid: true, message: messages.msg_credentials_valid }
      : { valid: false, message: messages.msg_credentials_invalid };
  } catch (error) {
    return { valid: false, message: error instanceof Error ? error.message : String(error), error };
  }
}

import { behaviourOf, messages, type Connection } from '@switchboard/shared';
import { isApiError } from '../../../app/api/api-error';
import { api } from '../../../app/api/client';
import { isNewDraft, toConnectionInput, type ConnectionDraft } from './draft';

export type SaveOutcome =
  | { kind: 'saved'; connection: Connection; created: boolean }
  /** OAuth 2.0: where the browser goes next (the provider, or the setup page with the result). */
  | { kind: 'redirect'; url: string }
  /** `error`: the API's refusal, whose field problems the form shows on the fields. */
  | { kind: 'failed'; message: string; error?: unknown };

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
  if (type === 'OAuth 2.0') {
    if (status === 409) return messages.msg_setup_connection_exist;
    return serverText(error) ?? messages.msg_setup_problem;
  }
  if (type && type in directFlows) return serverText(error) ?? messages.msg_setup_unable_connect;
  if (!created) return serverText(error) ?? messages.msg_cannot_update;
  if (status === 409) return messages.msg_integration_exists;
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
    return { kind: 'failed', message: failureMessage(draft, created, error), error };
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

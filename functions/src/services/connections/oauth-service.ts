import type { OAuthErrorReason } from '@switchboard/shared';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import { deleteSecret, pendingOAuthSecretName, readSecret, writeSecret } from '../../data/secrets';
import { AppError, invalid } from '../../errors';
import { log } from '../../log/log';
import { RedirectTo } from '../outcomes';
import { resolveCredentials } from './credentials-service';
import { recordTokenExpiry } from './credential-health-store';
import { connectionRepository, oauthStates, type OAuthState } from './connections-repository';
import { callbackOrigin, requestTokens } from './oauth-provider-service';
import {
  currentOf,
  refuseSecondConnection,
  requireConnectionFields,
  store,
  systemOf,
  type ConnectionDraft,
} from './setup-service';

const STATE_SECONDS = 10 * 60;
export const CALLBACK_PATH = '/SetupProcessEntity/OauthCallback';
const SETUP_PAGE = '/setup/systems';

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const userKey = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

/**
 * ConnectOauth: answers where the browser goes next. Authorization Code: the provider's authorization URL with a
 * single-use state bound to this organization and user, and a PKCE challenge; the provider comes back to the console
 * origin the request came through (see callbackOrigin). Client Credentials and Password Credentials: the tokens are
 * fetched here and the answer is the setup page with the result. Implicit: the provider hands its token to the
 * assistant's own client, never to this console, so the connection keeps what that client needs (authorization URL,
 * client id, scope) and is saved at once.
 */
export async function connectOauth(draft: ConnectionDraft, principal: Principal, requestHost?: string) {
  const current = await currentOf(draft, principal);
  const { system } = await systemOf(draft);
  if (!current) await refuseSecondConnection(principal, system.SystemListID);
  const credentials = await resolveCredentials(draft, current);
  requireConnectionFields(draft, system.Name, credentials);
  const clientId = credentials.clientId;
  const id = current?.IntegrationConfigurationID ?? randomUUID();
  const secret = credentials.secret;

  if (draft.GrantType === 'Client Credentials' || draft.GrantType === 'Password Credentials') {
    const form: Record<string, string> = { client_id: clientId, client_secret: secret.KeySecret ?? '' };
    if (draft.Scope) form.scope = draft.Scope;
    if (draft.GrantType === 'Password Credentials') {
      Object.assign(form, { grant_type: 'password', username: draft.UserName, password: secret.Password ?? '' });
    } else form.grant_type = 'client_credentials';
    const { tokens, expiresIn } = await requestTokens(draft.TokenURL, form);
    const saved = await store(draft, principal, current, { id, tokens, credentials });
    await recordTokenExpiry(principal.organizationId, id, expiresIn);
    return `${SETUP_PAGE}?oauth=connected&connection=${saved.IntegrationConfigurationID}`;
  }
  // Checked before anything is stored: the schema's pattern lets through text that is no URL (a control character
  // or a bidi override in the host), which new URL() refuses.
  const url = URL.canParse(draft.AuthorizationURL) ? new URL(draft.AuthorizationURL) : undefined;
  if (!url) throw invalid('AuthorizationURL: must be a URL (https://…)');
  if (draft.GrantType === 'Implicit') {
    const saved = await store(draft, principal, current, { id, tokens: {}, credentials });
    return `${SETUP_PAGE}?oauth=connected&connection=${saved.IntegrationConfigurationID}`;
  }

  const state = base64url(randomBytes(32));
  const verifier = base64url(randomBytes(48));
  const redirectUri = `${callbackOrigin(requestHost)}${CALLBACK_PATH}`;
  // The credentials wait apart from the connection's stored ones (untouched until the callback succeeds) and out of
  // the state record: in one pending secret per user, which a newer connect by the same user replaces.
  const pendingName = pendingOAuthSecretName(principal.organizationId, userKey(principal.email));
  const nonce = base64url(randomBytes(16));
  await writeSecret(pendingName, { ...secret, ClientID: clientId, Nonce: nonce });
  await oauthStates.put({
    state,
    OrganizationID: principal.organizationId,
    Email: principal.email,
    ConnectionID: id,
    Draft: { ...draft, Password: '', Token: '', Key: '', KeySecret: '' },
    CodeVerifier: verifier,
    RedirectUri: redirectUri,
    PendingSecretName: pendingName,
    PendingNonce: nonce,
    expiresAt: Math.floor(Date.now() / 1000) + STATE_SECONDS,
  });
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', base64url(createHash('sha256').update(verifier).digest()));
  url.searchParams.set('code_challenge_method', 'S256');
  if (draft.Scope) url.searchParams.set('scope', draft.Scope);
  return url.toString();
}

const backToSetup = (query: Record<string, string>) => new RedirectTo(`${SETUP_PAGE}?${new URLSearchParams(query)}`);

/** Back to the setup page with the code of what went wrong: the page shows its fixed message (oauth-outcome.ts). */
const failed = (reason: OAuthErrorReason) => backToSetup({ oauth: 'error', reason });

/** The reason of a failed code exchange or save; the detail goes to the log, never into the address. */
function reasonOf(error: unknown): OAuthErrorReason {
  if (!(error instanceof AppError)) return 'failed';
  if (error.kind === 'exists') return 'exists';
  return error.kind === 'upstream' ? 'token' : 'failed';
}

/** Exchanges the code with the pending credentials and saves the connection with them and the tokens. */
async function complete(pending: OAuthState, code: string, client: Record<string, string>) {
  const { ClientID: clientId = '', Nonce: _nonce, ...secret } = client;
  const { tokens, expiresIn } = await requestTokens((pending.Draft as ConnectionDraft).TokenURL, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: pending.RedirectUri,
    client_id: clientId,
    client_secret: secret.KeySecret ?? '',
    code_verifier: pending.CodeVerifier,
  });
  const principal = { organizationId: pending.OrganizationID, email: pending.Email };
  const current = await connectionRepository.get({ organizationId: pending.OrganizationID }, pending.ConnectionID);
  const saved = await store(pending.Draft as ConnectionDraft, principal, current, {
    id: pending.ConnectionID,
    tokens,
    credentials: { secret, stored: {}, clientId },
  });
  await recordTokenExpiry(pending.OrganizationID, pending.ConnectionID, expiresIn);
  return saved;
}

/**
 * The provider's redirect back: takes the state (once), exchanges the code at the token URL with the PKCE verifier
 * and the pending credentials, then saves the connection; always ends on the setup page with the result. The
 * pending credentials are removed whatever the outcome (unless a newer connect of the same user replaced them).
 */
export async function oauthCallback(query: {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}) {
  const pending = query.state ? await oauthStates.take(query.state) : undefined;
  if (!pending) return failed('expired');
  const client = pending.PendingSecretName ? await readSecret(pending.PendingSecretName) : {};
  const ours = client.Nonce === pending.PendingNonce;
  try {
    if (query.error) {
      log('info', 'oauth provider refused', { organization: pending.OrganizationID, error: query.error.slice(0, 100) });
      return failed(query.error === 'access_denied' ? 'denied' : 'provider');
    }
    if (!query.code) return failed('provider');
    if (!ours) return failed('superseded');
    const saved = await complete(pending, query.code, client);
    return backToSetup({ oauth: 'connected', connection: saved.IntegrationConfigurationID });
  } catch (error) {
    log('warn', 'oauth callback failed', { organization: pending.OrganizationID, error: (error as Error).message });
    return failed(reasonOf(error));
  } finally {
    if (ours) await deleteSecret(pending.PendingSecretName);
  }
}

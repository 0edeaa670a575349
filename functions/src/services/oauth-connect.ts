import { messages } from '@switchboard/shared';
import { createHash, randomBytes } from 'node:crypto';
import type { Principal } from '../auth/principal';
import { oauthStates } from '../data/oauth-states';
import { connectionSecretName, deleteSecret, readSecret, writeSecret } from '../data/secrets';
import { AppError, invalid } from '../http/errors';
import { log } from '../http/log';
import { Reply } from '../http/reply';
import { OutboundError, safeFetch } from '../net/safe-fetch';
import { connectionRepository } from './connections-store';
import { credentials, existing, isNew, store, systemOf, type ConnectionDraft } from './connection-setup';

const STATE_SECONDS = 10 * 60;
export const CALLBACK_PATH = '/SetupProcessEntity/OauthCallback';
const SETUP_PAGE = '/setup/systems';

const consoleUrl = () => (process.env.CONSOLE_URL ?? '').replace(/\/$/, '');
const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** Asks the provider's token URL for tokens (form-encoded, as OAuth 2.0 wants); answers the token fields to keep. */
async function requestTokens(tokenUrl: string, form: Record<string, string>): Promise<Record<string, string>> {
  let answer;
  try {
    answer = await safeFetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError('upstream', error.message);
    throw error;
  }
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.body) as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  if (answer.status < 200 || answer.status >= 300 || typeof json.access_token !== 'string') {
    const reason =
      typeof json.error_description === 'string' ? json.error_description : String(json.error ?? answer.status);
    throw new AppError('upstream', `The token URL refused the request: ${reason}`);
  }
  const tokens: Record<string, string> = { AccessToken: json.access_token };
  if (typeof json.refresh_token === 'string') tokens.RefreshToken = json.refresh_token;
  if (typeof json.instance_url === 'string') tokens.InstanceUrl = json.instance_url;
  return tokens;
}

/**
 * ConnectOauth: answers where the browser goes next. Authorization Code: the provider's authorization URL with a
 * single-use state bound to this organization and user, and a PKCE challenge. Client Credentials and Password
 * Credentials: the tokens are fetched here and the answer is the setup page with the result.
 */
export async function connectOauth(draft: ConnectionDraft, principal: Principal): Promise<string> {
  const { system } = await systemOf(draft);
  if (!draft.TokenURL) throw invalid('TokenURL: is required for OAuth 2.0');
  const current = isNew(draft.IntegrationConfigurationID)
    ? undefined
    : await existing(principal, draft.IntegrationConfigurationID);
  if (!current) {
    const others = await connectionRepository.all({ organizationId: principal.organizationId });
    if (others.some((c) => c.SystemListID === system.SystemListID)) throw new AppError('exists');
  }
  const secret = await credentials(draft, current);
  const clientId = secret.Key ?? '';
  if (!clientId) throw invalid('Key: the client id is required for OAuth 2.0');
  const id = current?.IntegrationConfigurationID ?? crypto.randomUUID();

  if (draft.GrantType === 'Client Credentials' || draft.GrantType === 'Password Credentials') {
    const form: Record<string, string> = { client_id: clientId, client_secret: secret.KeySecret ?? '' };
    if (draft.Scope) form.scope = draft.Scope;
    if (draft.GrantType === 'Password Credentials') {
      Object.assign(form, { grant_type: 'password', username: draft.UserName, password: secret.Password ?? '' });
    } else form.grant_type = 'client_credentials';
    const tokens = await requestTokens(draft.TokenURL, form);
    const saved = await store(draft, principal, current, { id, tokens });
    return `${SETUP_PAGE}?oauth=connected&connection=${saved.IntegrationConfigurationID}`;
  }
  if (draft.GrantType === 'Implicit') {
    throw invalid(
      'GrantType: Implicit hands the token to the browser, which this console never holds; use Authorization Code (with PKCE).',
    );
  }
  if (!draft.AuthorizationURL) throw invalid('AuthorizationURL: is required for the Authorization Code grant');

  const state = base64url(randomBytes(32));
  const verifier = base64url(randomBytes(48));
  const redirectUri = `${consoleUrl()}${CALLBACK_PATH}`;
  // The client id and secret wait in the connection's own secret, never in the state record.
  await writeSecret(connectionSecretName(principal.organizationId, id), secret);
  await oauthStates.put({
    state,
    OrganizationID: principal.organizationId,
    Email: principal.email,
    ConnectionID: id,
    Draft: { ...draft, Password: '', Token: '', Key: '', KeySecret: '' },
    CodeVerifier: verifier,
    RedirectUri: redirectUri,
    expiresAt: Math.floor(Date.now() / 1000) + STATE_SECONDS,
  });
  const url = new URL(draft.AuthorizationURL);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', base64url(createHash('sha256').update(verifier).digest()));
  url.searchParams.set('code_challenge_method', 'S256');
  if (draft.Scope) url.searchParams.set('scope', draft.Scope);
  return url.toString();
}

const backToSetup = (query: Record<string, string>) =>
  new Reply(null, { status: 302, headers: { location: `${SETUP_PAGE}?${new URLSearchParams(query)}` } });

/**
 * The provider's redirect back: takes the state (once), exchanges the code at the token URL with the PKCE verifier,
 * stores the tokens as secrets and saves the connection; always ends on the setup page with the result.
 */
export async function oauthCallback(query: {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}) {
  const pending = query.state ? await oauthStates.take(query.state) : undefined;
  if (!pending)
    return backToSetup({
      oauth: 'error',
      message: 'This sign-in to the external system expired or was already used. Start the connection again.',
    });
  if (query.error || !query.code) {
    const saved = await connectionRepository.get({ organizationId: pending.OrganizationID }, pending.ConnectionID);
    if (!saved) await deleteSecret(connectionSecretName(pending.OrganizationID, pending.ConnectionID));
    return backToSetup({
      oauth: 'error',
      message: query.error_description ?? query.error ?? messages.msg_setup_problem,
    });
  }
  const draft = pending.Draft as ConnectionDraft;
  const principal = { organizationId: pending.OrganizationID, email: pending.Email };
  const secretName = connectionSecretName(pending.OrganizationID, pending.ConnectionID);
  try {
    const client = await readSecret(secretName);
    const tokens = await requestTokens(draft.TokenURL, {
      grant_type: 'authorization_code',
      code: query.code,
      redirect_uri: pending.RedirectUri,
      client_id: client.Key ?? '',
      client_secret: client.KeySecret ?? '',
      code_verifier: pending.CodeVerifier,
    });
    const current = await connectionRepository.get({ organizationId: pending.OrganizationID }, pending.ConnectionID);
    const saved = await store(draft, principal, current, {
      id: pending.ConnectionID,
      tokens: { ...client, ...tokens },
    });
    return backToSetup({ oauth: 'connected', connection: saved.IntegrationConfigurationID });
  } catch (error) {
    const saved = await connectionRepository.get({ organizationId: pending.OrganizationID }, pending.ConnectionID);
    if (!saved) await deleteSecret(secretName);
    log('warn', 'oauth callback failed', { organization: pending.OrganizationID, error: (error as Error).message });
    return backToSetup({
      oauth: 'error',
      message: error instanceof AppError ? error.message : messages.msg_setup_problem,
    });
  }
}

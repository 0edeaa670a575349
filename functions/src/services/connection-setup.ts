import {
  behaviourOf,
  EMPTY_GUID,
  firstConnectionProblem,
  messages,
  SECRET_MASK,
  isSecretFieldName,
  parseAdditionalConfiguration,
  type connectionInput,
  type Connection,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { connectionSecretName, deleteSecret, readSecret, writeSecret } from '../data/secrets';
import { AppError, invalid } from '../http/errors';
import { Reply } from '../http/reply';
import { OutboundError, safeFetch } from '../net/safe-fetch';
import { systemLists } from './catalogue/systems';
import { presentConnection } from './connections';
import { connectionRepository, type ConnectionRecord } from './connections-store';

export type ConnectionDraft = z.output<typeof connectionInput>;
const SECRET_FIELDS = ['Password', 'Token', 'Key', 'KeySecret'] as const;
const OAUTH_FIELDS = ['AccessToken', 'RefreshToken', 'InstanceUrl'] as const;

export const isNew = (id: string) => !id || id === EMPTY_GUID;

/**
 * Checks a draft in the spec's order (category, system, instance and URL, authorization specifics), then that the
 * system is in the catalogue and in that category; answers the system. Each failure is a 400 with its message.
 */
export async function systemOf(draft: ConnectionDraft) {
  const catalogue = await systemLists();
  const system = catalogue.SystemLists.find((s) => s.SystemListID === draft.SystemListID);
  const problem = firstConnectionProblem({ ...draft, SystemName: system?.Name ?? '' });
  if (problem) throw invalid(messages[problem]);
  if (!system) throw invalid('SystemListID: is not a system of the catalogue');
  if (draft.SystemListCategoryID !== system.SystemListCategoryID) {
    throw invalid(`SystemListCategoryID: ${system.Name} is not in this category`);
  }
  return { system, catalogue };
}

export async function existing(principal: Principal, id: string): Promise<ConnectionRecord & { Version: number }> {
  const record = await connectionRepository.get({ organizationId: principal.organizationId }, id);
  if (!record) throw new AppError('notFound', 'No such connection in your organization.');
  return record;
}

/** The credentials to store: what the draft gives, and the stored value wherever it sends the mask back. */
export async function credentials(draft: ConnectionDraft, current?: ConnectionRecord): Promise<Record<string, string>> {
  const stored = current?.SecretName ? await readSecret(current.SecretName) : {};
  const values: Record<string, string> = {};
  for (const field of SECRET_FIELDS) {
    const given = draft[field];
    const value = given === SECRET_MASK ? (stored[field] ?? '') : given;
    if (value) values[field] = value;
  }
  // System-specific credentials (AdditionalConfiguration fields named like ApiKey, ClientSecret…) as Extra.<name>.
  for (const [name, given] of Object.entries(parseAdditionalConfiguration(draft.AdditionalConfiguration) ?? {})) {
    if (!isSecretFieldName(name)) continue;
    const value = given === SECRET_MASK ? (stored[`Extra.${name}`] ?? '') : given;
    if (value) values[`Extra.${name}`] = value;
  }
  // Tokens an OAuth connect obtained stay until the next connect replaces them.
  for (const field of OAUTH_FIELDS) if (stored[field]) values[field] = stored[field];
  return values;
}

/** AdditionalConfiguration as stored: its credential fields emptied (their values are in the secret). */
function storedAdditionalConfiguration(text: string): string {
  const fields = parseAdditionalConfiguration(text) ?? {};
  const kept = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, isSecretFieldName(name) ? '' : value]),
  );
  return Object.keys(kept).length ? JSON.stringify(kept) : '';
}

/** Basic Auth check: a real request to the authorization URL with the credentials. */
export async function checkBasic(
  draft: { AuthorizationURL: string; UserName: string },
  password: string,
): Promise<boolean> {
  const authorization = `Basic ${Buffer.from(`${draft.UserName}:${password}`).toString('base64')}`;
  let answer;
  try {
    answer = await safeFetch(draft.AuthorizationURL, { headers: { authorization, accept: 'application/json' } });
  } catch (error) {
    if (error instanceof OutboundError) throw new AppError('upstream', error.message);
    throw error;
  }
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status === 401 || answer.status === 403) return false;
  throw new AppError(
    'upstream',
    `The authorization URL answered ${answer.status} ${answer.statusText}.`.replace(' .', '.'),
  );
}

export async function validateCredentials(draft: ConnectionDraft, principal: Principal): Promise<'True' | 'False'> {
  const { system } = await systemOf(draft);
  if (draft.AuthorizationType !== 'Basic Auth' || behaviourOf(system.Name).validWithoutCheck) return 'True';
  const current = isNew(draft.IntegrationConfigurationID)
    ? undefined
    : await existing(principal, draft.IntegrationConfigurationID);
  const secret = await credentials(draft, current);
  return (await checkBasic(draft, secret.Password ?? '')) ? 'True' : 'False';
}

/**
 * Stores a connection: the secret first, then the record, so a failure leaves no record without its secret.
 * OAuth passes the id it reserved and the tokens it obtained.
 */
export async function store(
  draft: ConnectionDraft,
  principal: Pick<Principal, 'organizationId' | 'email'>,
  current?: ConnectionRecord & { Version: number },
  oauth?: { id: string; tokens: Record<string, string> },
): Promise<Connection> {
  const { system, catalogue } = await systemOf(draft);
  const id = current?.IntegrationConfigurationID ?? oauth?.id ?? randomUUID();
  const secret = { ...(await credentials(draft, current)), ...oauth?.tokens };
  const secretName = connectionSecretName(principal.organizationId, id);
  if (Object.keys(secret).length) await writeSecret(secretName, secret);
  else if (current?.SecretName) await deleteSecret(current.SecretName);
  const siblings = current ? [] : await connectionRepository.all({ organizationId: principal.organizationId });
  const record: ConnectionRecord = {
    IntegrationConfigurationID: id,
    OrganizationID: principal.organizationId,
    SystemListID: system.SystemListID,
    SystemListCategoryID: system.SystemListCategoryID,
    SystemName: system.Name,
    ServiceInstanceName: draft.ServiceInstanceName,
    URL: draft.URL,
    AuthorizationType: draft.AuthorizationType,
    GrantType: draft.AuthorizationType === 'OAuth 2.0' ? draft.GrantType : '',
    UserName: draft.AuthorizationType === 'Basic Auth' ? draft.UserName : '',
    AuthorizationURL: draft.AuthorizationURL,
    TokenURL: draft.TokenURL,
    Scope: draft.Scope,
    UseCustomDomain: draft.UseCustomDomain,
    CustomDomainName: draft.UseCustomDomain ? draft.CustomDomainName : '',
    AdditionalConfiguration: storedAdditionalConfiguration(draft.AdditionalConfiguration),
    RequireVoiceMFA: draft.RequireVoiceMFA,
    QueryReturnLimit: draft.QueryReturnLimit,
    IsShared: draft.IsShared,
    IsDefault: current ? current.IsDefault : !siblings.some((c) => c.SystemListID === system.SystemListID),
    SecretName: Object.keys(secret).length ? secretName : undefined,
    SecretFields: Object.keys(secret),
    DateLastUpdated: new Date().toISOString(),
    LastUpdatedBy: principal.email,
  };
  try {
    const saved = current
      ? await connectionRepository.replace({ organizationId: principal.organizationId }, id, record, current.Version)
      : await connectionRepository.create({ organizationId: principal.organizationId }, id, record);
    return presentConnection(saved, catalogue);
  } catch (error) {
    if (!current && Object.keys(secret).length) await deleteSecret(secretName);
    throw error;
  }
}

/** null (the spec's answer) when the external system cannot be reached or refuses the credentials. */
async function basicCheckOrNull(
  draft: ConnectionDraft,
  principal: Principal,
  current?: ConnectionRecord,
): Promise<Reply<null> | undefined> {
  if (draft.AuthorizationType !== 'Basic Auth' || behaviourOf((await systemOf(draft)).system.Name).validWithoutCheck)
    return undefined;
  const secret = await credentials(draft, current);
  try {
    if (await checkBasic(draft, secret.Password ?? '')) return undefined;
    return new Reply(null, { status: 400 });
  } catch (error) {
    if (error instanceof AppError && error.kind === 'upstream') return new Reply(null, { status: 502 });
    throw error;
  }
}

export async function setupSystem(draft: ConnectionDraft, principal: Principal): Promise<Connection | Reply<null>> {
  const { system } = await systemOf(draft);
  const others = await connectionRepository.all({ organizationId: principal.organizationId });
  if (others.some((c) => c.SystemListID === system.SystemListID)) throw new AppError('exists');
  return (await basicCheckOrNull(draft, principal)) ?? store(draft, principal);
}

export async function updateSystem(draft: ConnectionDraft, principal: Principal): Promise<Connection | Reply<null>> {
  if (isNew(draft.IntegrationConfigurationID))
    throw invalid('IntegrationConfigurationID: is required to update a connection');
  const current = await existing(principal, draft.IntegrationConfigurationID);
  await systemOf(draft);
  return (await basicCheckOrNull(draft, principal, current)) ?? store(draft, principal, current);
}

/** The Basic, No Auth and Bearer flows: create when the id is empty or the empty guid, else update. */
export async function setupWith(
  authorizationType: 'Basic Auth' | 'No Auth' | 'Bearer Token',
  input: ConnectionDraft,
  principal: Principal,
): Promise<Connection | Reply<null>> {
  const draft = { ...input, AuthorizationType: authorizationType } as ConnectionDraft;
  if (authorizationType === 'Basic Auth' && (!draft.UserName || !draft.Password))
    throw invalid(messages.msg_validate_basic);
  if (authorizationType === 'Bearer Token' && (!draft.URL || !draft.Token))
    throw invalid('URL and Token: are required for a bearer token connection');
  const current = isNew(draft.IntegrationConfigurationID)
    ? undefined
    : await existing(principal, draft.IntegrationConfigurationID);
  await systemOf(draft);
  return (await basicCheckOrNull(draft, principal, current)) ?? store(draft, principal, current);
}

import {
  behaviourOf,
  EMPTY_GUID,
  firstConnectionProblem,
  messages,
  missingFieldsMessage,
  type Connection,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import type { Versioned } from '../../data/versioned';
import { AppError, invalid } from '../../errors';
import { CredentialsRefused } from '../outcomes';
import { OutboundError, safeFetch } from '../../net/safe-fetch';
import { systemLists } from '../catalogue/systems-service';
import { defaultOf, systemConnected } from './claims-service';
import { resolveCredentials, type ConnectionDraft, type ResolvedCredentials } from './credentials-service';
import { createConnection, recordOf, replaceConnection } from './writes-service';
import { presentConnection } from './connection-service';
import { requirePickedRecords } from './picked-records';
import { connectionRepository, type ConnectionRecord } from './connections-repository';

export type { ConnectionDraft } from './credentials-service';

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

/**
 * The stored connection a draft names (undefined for a new one): 404 when it is not this organization's. Its system
 * is fixed (the one-connection-per-system claim is made for it).
 */
export async function currentOf(
  draft: ConnectionDraft,
  principal: Pick<Principal, 'organizationId'>,
): Promise<Versioned<ConnectionRecord> | undefined> {
  if (isNew(draft.IntegrationConfigurationID)) return undefined;
  const record = await connectionRepository.get(
    { organizationId: principal.organizationId },
    draft.IntegrationConfigurationID,
  );
  if (!record) throw new AppError('notFound', 'No such connection in your organization.');
  if (draft.SystemListID && draft.SystemListID !== record.SystemListID) {
    throw invalid('SystemListID: the system of a connection cannot be changed; connect the other system separately');
  }
  return record;
}

/**
 * Every field the authorization type (and OAuth grant) cannot do without, after the spec's checks: 400 naming each
 * empty one. Credentials count as given when the draft sends them or keeps a stored one (the mask).
 */
export function requireConnectionFields(draft: ConnectionDraft, systemName: string, credentials: ResolvedCredentials) {
  const { secret, clientId } = credentials;
  const oauth = draft.AuthorizationType === 'OAuth 2.0';
  const problem = missingFieldsMessage({
    ...draft,
    SystemName: systemName,
    Password: secret.Password ?? '',
    Token: secret.Token ?? '',
    Key: oauth ? clientId : (secret.Key ?? ''),
    KeySecret: secret.KeySecret ?? '',
  });
  if (problem) throw invalid(problem);
}

/** 409 "exist" before any slower check when the organization already connects the system (the claim decides). */
export async function refuseSecondConnection(principal: Pick<Principal, 'organizationId'>, systemListId: string) {
  if (await systemConnected(principal.organizationId, systemListId)) throw new AppError('exists');
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
  const current = await currentOf(draft, principal);
  const { system } = await systemOf(draft);
  const credentials = await resolveCredentials(draft, current);
  requireConnectionFields(draft, system.Name, credentials);
  if (draft.AuthorizationType !== 'Basic Auth' || behaviourOf(system.Name).validWithoutCheck) return 'True';
  const { secret } = credentials;
  return (await checkBasic(draft, secret.Password ?? '')) ? 'True' : 'False';
}

/**
 * Stores a connection (see connection-writes.ts for the order of writes). OAuth passes the id it reserved, the
 * tokens it obtained and the credentials it resolved when the connect started.
 */
export async function store(
  draft: ConnectionDraft,
  principal: Pick<Principal, 'organizationId' | 'email'>,
  current?: Versioned<ConnectionRecord>,
  oauth?: { id: string; tokens: Record<string, string>; credentials: ResolvedCredentials },
): Promise<Connection> {
  const { system, catalogue } = await systemOf(draft);
  // A change made from a Version someone has saved over since is refused (replaceConnection keeps it under races).
  if (current && draft.Version !== undefined && draft.Version !== current.Version) throw new AppError('conflict');
  const credentials = oauth?.credentials ?? (await resolveCredentials(draft, current));
  requireConnectionFields(draft, system.Name, credentials);
  await requirePickedRecords(draft, principal);
  const id = current?.IntegrationConfigurationID ?? oauth?.id ?? randomUUID();
  const record = recordOf(draft, system, id, principal, credentials);
  const secret = { ...credentials.secret, ...oauth?.tokens };
  const saved = current
    ? await replaceConnection(current, record, secret, credentials.stored)
    : await createConnection(record, secret);
  const isDefault = (await defaultOf(principal.organizationId, saved.SystemListCategoryID)) === id;
  return presentConnection(saved, catalogue, isDefault);
}

/** null (the spec's answer) when the external system cannot be reached or refuses the credentials. */
async function basicCheckOrNull(
  draft: ConnectionDraft,
  current?: ConnectionRecord,
): Promise<CredentialsRefused | undefined> {
  if (draft.AuthorizationType !== 'Basic Auth' || behaviourOf((await systemOf(draft)).system.Name).validWithoutCheck)
    return undefined;
  const { secret } = await resolveCredentials(draft, current);
  try {
    if (await checkBasic(draft, secret.Password ?? '')) return undefined;
    return new CredentialsRefused(false);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'upstream') return new CredentialsRefused(true);
    throw error;
  }
}

/** SetupSystem always creates: 409 "exist" when the organization already connects the system. */
export async function setupSystem(
  draft: ConnectionDraft,
  principal: Principal,
): Promise<Connection | CredentialsRefused> {
  const { system } = await systemOf(draft);
  await refuseSecondConnection(principal, system.SystemListID);
  return (await basicCheckOrNull(draft)) ?? store(draft, principal);
}

export async function updateSystem(
  draft: ConnectionDraft,
  principal: Principal,
): Promise<Connection | CredentialsRefused> {
  if (isNew(draft.IntegrationConfigurationID))
    throw invalid('IntegrationConfigurationID: is required to update a connection');
  const current = await currentOf(draft, principal);
  await systemOf(draft);
  return (await basicCheckOrNull(draft, current)) ?? store(draft, principal, current);
}

/** The Basic, No Auth and Bearer flows: create when the id is empty or the empty guid, else update. */
export async function setupWith(
  authorizationType: 'Basic Auth' | 'No Auth' | 'Bearer Token',
  input: ConnectionDraft,
  principal: Principal,
): Promise<Connection | CredentialsRefused> {
  const draft = { ...input, AuthorizationType: authorizationType } as ConnectionDraft;
  if (authorizationType === 'Basic Auth' && (!draft.UserName || !draft.Password))
    throw invalid(messages.msg_validate_basic);
  if (authorizationType === 'Bearer Token' && (!draft.URL || !draft.Token))
    throw invalid('URL and Token: are required for a bearer token connection');
  const current = await currentOf(draft, principal);
  const { system } = await systemOf(draft);
  if (!current) await refuseSecondConnection(principal, system.SystemListID);
  return (await basicCheckOrNull(draft, current)) ?? store(draft, principal, current);
}

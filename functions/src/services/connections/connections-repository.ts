import { EntityRepository } from '../../data/entity-repository';
import { keyedItems, type ItemKey } from '../../data/keyed-items';
import { AppError } from '../../errors';

/**
 * A connection of an organization to an external system (spec: IntegrationConfiguration). Credentials never sit
 * here: they live in Secrets Manager and this record keeps only the secret's name.
 */
export interface ConnectionRecord extends Record<string, unknown> {
  IntegrationConfigurationID: string;
  OrganizationID: string;
  SystemListID: string;
  SystemListCategoryID: string;
  SystemName: string;
  ServiceInstanceName: string;
  URL: string;
  AuthorizationType: string;
  GrantType: string;
  UserName: string;
  QueryReturnLimit: number;
  IsShared: boolean;
  /** Saved before the default moved to one item per category (claims-service.ts); no longer read. */
  IsDefault?: boolean;
  AuthorizationURL: string;
  TokenURL: string;
  Scope: string;
  UseCustomDomain: boolean;
  CustomDomainName: string;
  AdditionalConfiguration: string;
  RequireVoiceMFA: boolean;
  /** OAuth 2.0 client id (the API's Key for OAuth): not a secret, answered in clear. */
  ClientID?: string;
  /** The Secrets Manager secret holding this connection's credentials, and which credentials it holds. */
  SecretName?: string;
  SecretFields?: string[];
  DateLastUpdated: string;
  LastUpdatedBy: string;
}

/** ByType sort key {SystemListID}#{org}#{id}: which connections, in any organization, use a system. */
export const connectionRepository = new EntityRepository<ConnectionRecord>('IntegrationConfiguration', {
  byType: (connection, id) => `${connection.SystemListID}#${connection.OrganizationID}#${id}`,
});

export async function connectionOf(organizationId: string, id: string): Promise<ConnectionRecord> {
  const connection = await connectionRepository.get({ organizationId }, id);
  if (!connection) throw new AppError('notFound', 'No such connection in your organization.');
  return connection;
}

export function connectionsUsingSystem(systemListId: string): Promise<ConnectionRecord[]> {
  return connectionRepository.allAcrossOrganizations(`${systemListId}#`);
}

/** A data set the assistant reads through a connection (a table, a query, a document library…). */
export interface DataSetRecord extends Record<string, unknown> {
  DataSetID: string;
  Name: string;
  IntegrationConfigurationID: string;
}

export const dataSetRepository = new EntityRepository<DataSetRecord>('DataSet');

/**
 * The items that hold the rules about an organization's connections under concurrency (claims-service.ts):
 * - pk ORG#{org}#ConnectionBySystem, sk {SystemListID}: the one connection of the system;
 * - pk ORG#{org}#DefaultConnection, sk {SystemListCategoryID}: the category's default connection.
 */
export interface ConnectionClaim {
  IntegrationConfigurationID: string;
  /** Epoch seconds; absent on claims written before it was recorded. */
  ClaimedAt?: number;
}

export const claims = keyedItems<ConnectionClaim>('Entities');
export const systemClaimKey = (organizationId: string, systemListId: string): ItemKey => ({
  pk: `ORG#${organizationId}#ConnectionBySystem`,
  sk: systemListId,
});
export const defaultsPk = (organizationId: string) => `ORG#${organizationId}#DefaultConnection`;
export const defaultKey = (organizationId: string, categoryId: string): ItemKey => ({
  pk: defaultsPk(organizationId),
  sk: categoryId,
});

/**
 * A pending OAuth connect: the callback arrives by a cross-site redirect without the session cookie, so it is
 * identified by its single-use state, stored with the organization, the user, the PKCE verifier and the connection
 * being made (never a credential: those wait in a pending secret); it expires after 10 minutes.
 */
export interface OAuthState {
  state: string;
  OrganizationID: string;
  Email: string;
  ConnectionID: string;
  Draft: Record<string, unknown>;
  CodeVerifier: string;
  RedirectUri: string;
  /** The secret holding this connect's client credentials until the callback, and the nonce that marks them as its. */
  PendingSecretName: string;
  PendingNonce: string;
  expiresAt: number;
}

const pendingConnects = keyedItems<OAuthState>('Identity');
const stateKey = (state: string): ItemKey => ({ pk: `OAUTHSTATE#${state}`, sk: 'STATE' });

export const oauthStates = {
  async put(value: OAuthState): Promise<void> {
    await pendingConnects.put(stateKey(value.state), value);
  },
  /** Takes the state (it works once); undefined when unknown, used or expired. */
  async take(state: string): Promise<OAuthState | undefined> {
    const value = await pendingConnects.take(stateKey(state));
    return value && value.expiresAt > Date.now() / 1000 ? value : undefined;
  },
};

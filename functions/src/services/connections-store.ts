import { EntityRepository } from '../data/entity-repository';
import { AppError } from '../http/errors';

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
  /** Saved before the default moved to one item per category (connection-claims.ts); no longer read. */
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
export const connectionRepository = new EntityRepository<ConnectionRecord>(
  'IntegrationConfiguration',
  (connection, id) => `${connection.SystemListID}#${connection.OrganizationID}#${id}`,
);

export async function connectionOf(organizationId: string, id: string): Promise<ConnectionRecord> {
  const connection = await connectionRepository.get({ organizationId }, id);
  if (!connection) throw new AppError('notFound', 'No such connection in your organization.');
  return connection;
}

export function connectionsUsingSystem(systemListId: string): Promise<ConnectionRecord[]> {
  return connectionRepository.allAcrossOrganizations(`${systemListId}#`);
}

import { parseAdditionalConfiguration, PRIVATE_CONNECTION, SECRET_MASK, type Connection } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { systemLists } from '../catalogue/systems-service';
import { defaultsOf } from './claims-service';
import { connectionRepository, type ConnectionRecord } from './connections-repository';
import { healthFields, healthOf } from './credential-health-store';

/**
 * A stored connection as answers show it: credentials masked (an OAuth client id is not a credential), system and
 * category names resolved; IsDefault from the category's default item.
 */
export function presentConnection(
  record: ConnectionRecord & { Version?: number },
  catalogue: Awaited<ReturnType<typeof systemLists>>,
  isDefault: boolean,
): Connection {
  const system = catalogue.SystemLists.find((s) => s.SystemListID === record.SystemListID);
  const category = catalogue.SystemListCategories.find((c) => c.SystemListCategoryID === record.SystemListCategoryID);
  const stored = new Set(record.SecretFields ?? []);
  const masked = (field: string) => (stored.has(field) ? SECRET_MASK : '');
  return {
    IntegrationConfigurationID: record.IntegrationConfigurationID,
    OrganizationID: record.OrganizationID,
    SystemListID: record.SystemListID,
    SystemListCategoryID: record.SystemListCategoryID,
    SystemName: system?.Name ?? PRIVATE_CONNECTION,
    Category: category?.Category ?? '',
    ServiceInstanceName: record.ServiceInstanceName,
    URL: record.URL,
    AuthorizationType: record.AuthorizationType,
    GrantType: record.GrantType,
    UserName: record.UserName,
    Password: masked('Password'),
    Token: masked('Token') || masked('AccessToken'),
    Key: record.AuthorizationType === 'OAuth 2.0' && record.ClientID !== undefined ? record.ClientID : masked('Key'),
    KeySecret: masked('KeySecret'),
    AuthorizationURL: record.AuthorizationURL ?? '',
    TokenURL: record.TokenURL ?? '',
    Scope: record.Scope ?? '',
    UseCustomDomain: record.UseCustomDomain ?? false,
    CustomDomainName: record.CustomDomainName ?? '',
    AdditionalConfiguration: maskedAdditional(record.AdditionalConfiguration ?? '', stored),
    RequireVoiceMFA: record.RequireVoiceMFA ?? false,
    QueryReturnLimit: record.QueryReturnLimit,
    IsShared: record.IsShared,
    IsDefault: isDefault,
    DateLastUpdated: record.DateLastUpdated,
    LastUpdatedBy: record.LastUpdatedBy,
    Version: record.Version ?? 1,
  };
}

/** The system-specific fields, with the mask where a credential is stored. */
function maskedAdditional(text: string, stored: Set<string>): string {
  const fields = parseAdditionalConfiguration(text) ?? {};
  for (const name of Object.keys(fields)) if (stored.has(`Extra.${name}`)) fields[name] = SECRET_MASK;
  return Object.keys(fields).length ? JSON.stringify(fields) : '';
}

export async function listConnections(principal: Principal): Promise<Connection[]> {
  const [records, catalogue, defaults, health] = await Promise.all([
    connectionRepository.all({ organizationId: principal.organizationId }),
    systemLists(),
    defaultsOf(principal.organizationId),
    healthOf(principal.organizationId),
  ]);
  return records
    .map((record) => ({
      ...presentConnection(
        record,
        catalogue,
        defaults.get(record.SystemListCategoryID) === record.IntegrationConfigurationID,
      ),
      ...healthFields(health.get(record.IntegrationConfigurationID)),
    }))
    .sort((a, b) => b.DateLastUpdated.localeCompare(a.DateLastUpdated));
}

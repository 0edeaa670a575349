import { isSecretFieldName, parseAdditionalConfiguration, type SystemList } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Versioned } from '../../data/versioned';
import { createSecret, deleteSecret, newConnectionSecretName } from '../../data/secrets';
import { becomeDefaultIfNone, claimSystem, releaseSystem } from './claims-service';
import { sameValues, type ConnectionDraft, type ResolvedCredentials } from './credentials-service';
import { connectionRepository, type ConnectionRecord } from './connections-repository';

type Saved = Versioned<ConnectionRecord>;

/** AdditionalConfiguration as stored: its credential fields emptied (their values are in the secret). */
function storedAdditionalConfiguration(text: string): string {
  const fields = parseAdditionalConfiguration(text) ?? {};
  const kept = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, isSecretFieldName(name) ? '' : value]),
  );
  return Object.keys(kept).length ? JSON.stringify(kept) : '';
}

/** The record a draft saves (without its secret's name, which the write sets). */
export function recordOf(
  draft: ConnectionDraft,
  system: SystemList,
  id: string,
  principal: Pick<Principal, 'organizationId' | 'email'>,
  credentials: ResolvedCredentials,
): ConnectionRecord {
  const oauth = draft.AuthorizationType === 'OAuth 2.0';
  return {
    IntegrationConfigurationID: id,
    OrganizationID: principal.organizationId,
    SystemListID: system.SystemListID,
    SystemListCategoryID: system.SystemListCategoryID,
    SystemName: system.Name,
    ServiceInstanceName: draft.ServiceInstanceName,
    URL: draft.URL,
    AuthorizationType: draft.AuthorizationType,
    GrantType: oauth ? draft.GrantType : '',
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
    ...(oauth ? { ClientID: credentials.clientId } : {}),
    DateLastUpdated: new Date().toISOString(),
    LastUpdatedBy: principal.email,
  };
}

const hasValues = (secret: Record<string, string>) => Object.keys(secret).length > 0;

/**
 * A new connection, in an order that leaves no orphan: claim the system (409 "exist" when taken), write the secret,
 * write the record; a failure undoes the secret and the claim. The first connection of its category becomes the
 * category's default.
 */
export async function createConnection(record: ConnectionRecord, secret: Record<string, string>): Promise<Saved> {
  const { OrganizationID: organizationId, IntegrationConfigurationID: id } = record;
  await claimSystem(organizationId, record.SystemListID, id);
  const secretName = hasValues(secret) ? newConnectionSecretName(organizationId, id) : undefined;
  let saved: Saved;
  try {
    if (secretName) await createSecret(secretName, secret);
    saved = await connectionRepository.create({ organizationId }, id, {
      ...record,
      SecretName: secretName,
      SecretFields: Object.keys(secret),
    });
  } catch (error) {
    if (secretName) await deleteSecret(secretName);
    await releaseSystem(organizationId, record.SystemListID, id);
    throw error;
  }
  await becomeDefaultIfNone(organizationId, record.SystemListCategoryID, id);
  return saved;
}

/**
 * Changes a connection. Changed credentials go to a NEW secret, which the record points at only if its version is
 * still the one read (else 409 and the new secret is deleted): a save that loses a race leaves the winner's
 * credentials in place. The previous secret is deleted once the record no longer points at it.
 */
export async function replaceConnection(
  current: Saved,
  record: ConnectionRecord,
  secret: Record<string, string>,
  stored: Record<string, string>,
): Promise<Saved> {
  const { OrganizationID: organizationId, IntegrationConfigurationID: id } = record;
  const reuse = current.SecretName && sameValues(secret, stored) ? current.SecretName : undefined;
  const fresh = hasValues(secret) && !reuse ? newConnectionSecretName(organizationId, id) : undefined;
  if (fresh) await createSecret(fresh, secret);
  let saved: Saved;
  try {
    saved = await connectionRepository.replace(
      { organizationId },
      id,
      { ...record, SecretName: reuse ?? fresh, SecretFields: Object.keys(secret) },
      current.Version,
    );
  } catch (error) {
    if (fresh) await deleteSecret(fresh);
    throw error;
  }
  if (current.SecretName && current.SecretName !== saved.SecretName) await deleteSecret(current.SecretName);
  return saved;
}

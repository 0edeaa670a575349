import {
  credentialWarning,
  type Connection,
  type CredentialsStatus,
  type CredentialWarning,
} from '@switchboard/shared';
import { keyedItems, type ItemKey } from '../../data/keyed-items';

/**
 * The outcome of a connection's last credential check, one item per connection beside its record (pk
 * ORG#{org}#CredentialHealth, sk the connection's id): a check is no edit, so it neither bumps the connection's
 * Version (an open edit form would meet a 409) nor is lost when a save replaces the record.
 */
export interface CredentialHealth {
  Status: CredentialsStatus;
  /** ISO time of the check; '' when only the token's expiry is known. */
  CheckedAt: string;
  /** ISO time the OAuth access token expires, from the token answer's expires_in. */
  TokenExpiresAt?: string;
  /** The warning the OrgAdmins were last mailed about (cleared when the credential is healthy again). */
  Warned?: CredentialWarning;
}

export type { CredentialWarning };

export const healthItems = keyedItems<CredentialHealth>('Entities');
const healthPk = (organizationId: string) => `ORG#${organizationId}#CredentialHealth`;
export const healthKey = (organizationId: string, connectionId: string): ItemKey => ({
  pk: healthPk(organizationId),
  sk: connectionId,
});

/** Every stored outcome of the organization's connections, by connection id. */
export async function healthOf(organizationId: string): Promise<Map<string, CredentialHealth>> {
  const items = await healthItems.all(healthPk(organizationId));
  return new Map(items.map((item) => [item.sk, item]));
}

/** What answers show of a stored outcome (no outcome: 'not checked'). */
export function healthFields(health: CredentialHealth | undefined): Partial<Connection> {
  return {
    CredentialsStatus: health?.Status ?? 'not checked',
    CredentialsCheckedAt: health?.CheckedAt ?? '',
    TokenExpiresAt: health?.TokenExpiresAt ?? '',
  };
}

/** Whether a credential needs the OrgAdmins' attention (the shared rule: a failing check, a token expiring soon). */
export const warningOf = (health: CredentialHealth | undefined, now = Date.now()): CredentialWarning | undefined =>
  credentialWarning(health, now);

/** Stores when the token an OAuth connect obtained expires (expires_in seconds from now), keeping the last check. */
export async function recordTokenExpiry(organizationId: string, connectionId: string, expiresIn: number | undefined) {
  const key = healthKey(organizationId, connectionId);
  const current = await healthItems.get(key);
  const TokenExpiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : undefined;
  await healthItems.put(key, {
    Status: current?.Status ?? 'not checked',
    CheckedAt: current?.CheckedAt ?? '',
    ...(TokenExpiresAt ? { TokenExpiresAt } : {}),
  });
}

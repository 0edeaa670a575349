import { behaviourOf, type Connection, type CredentialsStatus } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { readSecret } from '../../data/secrets';
import { AppError } from '../../errors';
import { log } from '../../log/log';
import { systemLists } from '../catalogue/systems-service';
import { defaultOf } from './claims-service';
import { presentConnection } from './connection-service';
import { connectionOf, connectionRepository, type ConnectionRecord } from './connections-repository';
import { mailOrgAdmins } from './credential-health-mail';
import {
  healthFields,
  healthItems,
  healthKey,
  healthOf,
  warningOf,
  type CredentialHealth,
} from './credential-health-store';
import { checkBasic } from './setup-service';

/** A connection checked (by Check now or the last daily run) this recently is left alone by the daily run. */
export const RECHECK_AFTER_MS = 20 * 3_600_000;
/** How many connections the daily run checks at once (each Basic check is a request to another system). */
const AT_ONCE = 5;

/** Validate's check on a stored connection: Basic Auth asks its authorization URL; every other counts as valid. */
export async function checkOutcome(connection: ConnectionRecord): Promise<CredentialsStatus> {
  if (connection.AuthorizationType !== 'Basic Auth' || behaviourOf(connection.SystemName).validWithoutCheck) {
    return 'valid';
  }
  const secret = connection.SecretName ? await readSecret(connection.SecretName) : {};
  try {
    return (await checkBasic(connection, secret.Password ?? '')) ? 'valid' : 'invalid';
  } catch (error) {
    if (error instanceof AppError && error.kind === 'upstream') return 'unreachable';
    throw error;
  }
}

/**
 * Checks a connection and stores the outcome; when a warning starts (or changes kind) the OrgAdmins are mailed, once:
 * the write is conditional on the outcome it read, so of two checks at the same time only one stores and mails.
 */
export async function checkAndStore(connection: ConnectionRecord, now = Date.now()): Promise<CredentialHealth> {
  const key = healthKey(connection.OrganizationID, connection.IntegrationConfigurationID);
  const previous = await healthItems.get(key);
  const next: CredentialHealth = { Status: await checkOutcome(connection), CheckedAt: new Date(now).toISOString() };
  if (previous?.TokenExpiresAt) next.TokenExpiresAt = previous.TokenExpiresAt;
  const warning = warningOf(next, now);
  if (warning) next.Warned = warning;
  const stored = await healthItems.put(
    key,
    next,
    previous
      ? { expression: 'CheckedAt = :checkedAt', values: { ':checkedAt': previous.CheckedAt } }
      : { expression: 'attribute_not_exists(pk)' },
  );
  if (stored && warning && warning !== previous?.Warned) await mailOrgAdmins(connection, warning, next);
  return stored ? next : ((await healthItems.get(key)) ?? next);
}

/** Check now: 404 for a connection that is not the organization's; answers the connection with its new outcome. */
export async function checkNow(id: string, principal: Pick<Principal, 'organizationId'>): Promise<Connection> {
  const connection = await connectionOf(principal.organizationId, id);
  const [health, catalogue, defaultId] = await Promise.all([
    checkAndStore(connection),
    systemLists(),
    defaultOf(principal.organizationId, connection.SystemListCategoryID),
  ]);
  return { ...presentConnection(connection, catalogue, defaultId === id), ...healthFields(health) };
}

/** The daily run's choice: the connections not checked within RECHECK_AFTER_MS (never checked ones first, then the oldest). */
export function dueForCheck<T extends ConnectionRecord>(
  connections: readonly T[],
  health: ReadonlyMap<string, CredentialHealth>,
  now: number,
): T[] {
  const checkedAt = (c: T) => Date.parse(health.get(c.IntegrationConfigurationID)?.CheckedAt || '') || 0;
  return connections.filter((c) => now - checkedAt(c) >= RECHECK_AFTER_MS).sort((a, b) => checkedAt(a) - checkedAt(b));
}

/** The daily check of every organization's connections (EventBridge Scheduler deployed, a timer locally). */
export async function dailyCredentialCheck(now = Date.now()): Promise<{ checked: number; failed: number }> {
  const all = await connectionRepository.allAcrossOrganizations();
  const organizations = [...new Set(all.map((c) => c.OrganizationID))];
  const health = new Map<string, CredentialHealth>();
  for (const organizationId of organizations) for (const [id, h] of await healthOf(organizationId)) health.set(id, h);
  const due = dueForCheck(all, health, now);
  let failed = 0;
  for (let start = 0; start < due.length; start += AT_ONCE) {
    const outcomes = await Promise.allSettled(due.slice(start, start + AT_ONCE).map((c) => checkAndStore(c, now)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        failed++;
        log('error', 'credential check failed', { error: String(outcome.reason) });
      }
    }
  }
  return { checked: due.length, failed };
}

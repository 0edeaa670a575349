import { AppError } from '../../errors';
import {
  claims,
  connectionRepository,
  defaultKey,
  defaultsPk,
  systemClaimKey,
  type ConnectionClaim,
} from './connections-repository';
import { epochSeconds, isStaleClaim } from '../../data/claim-clock';

/**
 * The two rules about an organization's connections that must hold under concurrency, each held by ONE item written
 * with a conditional write (no read-then-write, no transactions):
 * - one connection per system: claimed before the connection's secret and record are written, released when it is
 *   deleted or its create fails (a claim left behind by a delete that failed halfway is taken over once it is old
 *   and its connection is gone);
 * - one default per category: a connection's IsDefault is derived from it, so two defaults cannot exist.
 */
const claimOf = (connectionId: string): ConnectionClaim => ({
  IntegrationConfigurationID: connectionId,
  ClaimedAt: epochSeconds(),
});
const absent = { expression: 'attribute_not_exists(pk)' };
/** Only while the item still names this connection. */
const ownedBy = (connectionId: string) => ({
  expression: 'IntegrationConfigurationID = :id',
  values: { ':id': connectionId },
});

/** The claim exactly as it was read: a takeover fails if anyone changed it meanwhile. */
function unchanged(claim: ConnectionClaim) {
  const owner = { ':owner': claim.IntegrationConfigurationID };
  return claim.ClaimedAt === undefined
    ? { expression: 'IntegrationConfigurationID = :owner AND attribute_not_exists(ClaimedAt)', values: owner }
    : {
        expression: 'IntegrationConfigurationID = :owner AND ClaimedAt = :claimedAt',
        values: { ...owner, ':claimedAt': claim.ClaimedAt },
      };
}

/** Claims the system for a new connection; `exists` (409 "exist") when the organization already connects it. */
export async function claimSystem(organizationId: string, systemListId: string, connectionId: string): Promise<void> {
  const key = systemClaimKey(organizationId, systemListId);
  if (await claims.put(key, claimOf(connectionId), absent)) return;
  const claim = await claims.get(key);
  const old = claim !== undefined && isStaleClaim(claim.ClaimedAt);
  if (old && !(await connectionRepository.get({ organizationId }, claim.IntegrationConfigurationID))) {
    if (await claims.put(key, claimOf(connectionId), unchanged(claim))) return;
  }
  throw new AppError('exists');
}

export async function releaseSystem(organizationId: string, systemListId: string, connectionId: string) {
  await claims.delete(systemClaimKey(organizationId, systemListId), ownedBy(connectionId));
}

/** Whether a connection of the organization holds the system (a quick answer before slower checks; the claim decides). */
export async function systemConnected(organizationId: string, systemListId: string): Promise<boolean> {
  const id = (await claims.get(systemClaimKey(organizationId, systemListId)))?.IntegrationConfigurationID;
  return id !== undefined && (await connectionRepository.get({ organizationId }, id)) !== undefined;
}

/** Makes the connection its category's default unless the category has one. */
export const becomeDefaultIfNone = (organizationId: string, categoryId: string, connectionId: string) =>
  claims.put(defaultKey(organizationId, categoryId), claimOf(connectionId), absent);

export async function makeDefault(organizationId: string, categoryId: string, connectionId: string): Promise<void> {
  await claims.put(defaultKey(organizationId, categoryId), claimOf(connectionId));
}

/** Drops the category's default when it is this connection; answers whether it was. */
export const clearDefault = (organizationId: string, categoryId: string, connectionId: string) =>
  claims.delete(defaultKey(organizationId, categoryId), ownedBy(connectionId));

export const defaultOf = async (organizationId: string, categoryId: string) =>
  (await claims.get(defaultKey(organizationId, categoryId)))?.IntegrationConfigurationID;

/** Every category's default connection of the organization (one Query). */
export async function defaultsOf(organizationId: string): Promise<Map<string, string>> {
  const items = await claims.all(defaultsPk(organizationId));
  return new Map(items.map((item) => [item.sk, item.IntegrationConfigurationID]));
}

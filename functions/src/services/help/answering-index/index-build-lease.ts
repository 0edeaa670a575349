import { randomUUID } from 'node:crypto';
import { buildLeaseKey as leaseKey, buildLeases as leases, type BuildLease } from '../help-repository';

/**
 * One build of an organization's answering index at a time: a lease item (pk ORG#{org}#HelpVersion, sk BUILD) taken
 * with a conditional put that succeeds only when there is none or it has expired. The job holds it while it builds
 * and deletes it when done; a job that dies leaves it to expire. It also tells a request what is being built. The item
 * and its key are the help repository's.
 */
export type { BuildLease };

/** A little longer than the builder Lambda's 15-minute timeout. */
export const LEASE_MS = 16 * 60_000;

/** The build in progress for the organization, if any (an expired lease is none). */
export async function buildInProgress(organizationId: string, now = Date.now()): Promise<BuildLease | undefined> {
  const lease = await leases.get(leaseKey(organizationId));
  return lease && lease.ExpiresAt > now ? lease : undefined;
}

/** Takes the lease for a build at this version; undefined when another build holds it. */
export async function acquireBuildLease(
  organizationId: string,
  version: number,
  entries: number,
  now = Date.now(),
): Promise<BuildLease | undefined> {
  const lease: BuildLease = {
    LeaseToken: randomUUID(),
    BuildVersion: version,
    Entries: entries,
    ExpiresAt: now + LEASE_MS,
  };
  const taken = await leases.put(leaseKey(organizationId), lease, {
    expression: 'attribute_not_exists(pk) OR ExpiresAt < :now',
    values: { ':now': now },
  });
  return taken ? lease : undefined;
}

/** Moves the held lease on to a newer version (the job builds again when entries changed meanwhile). */
export async function renewBuildLease(organizationId: string, lease: BuildLease, version: number, entries: number) {
  const renewed: BuildLease = { ...lease, BuildVersion: version, Entries: entries, ExpiresAt: Date.now() + LEASE_MS };
  const held = await leases.put(leaseKey(organizationId), renewed, {
    expression: 'LeaseToken = :token',
    values: { ':token': lease.LeaseToken },
  });
  return held ? renewed : undefined;
}

/** Gives the lease back (only the holder's token deletes it). */
export const releaseBuildLease = (organizationId: string, token: string) =>
  leases.delete(leaseKey(organizationId), { expression: 'LeaseToken = :token', values: { ':token': token } });

import { log } from '../../http/log';
import { currentContentVersion } from './content-version';
import { releaseBuildLease, renewBuildLease, type BuildLease } from './index-build-lease';
import { buildFull, liveEntries } from './index-build';
import { publishSnapshot, snapshotVersions } from './snapshot-versions';

/** What starts a build: the organization and the lease taken for it (index-job-starter.ts). */
export interface IndexJob {
  organizationId: string;
  lease: BuildLease;
}

/** How many times one job builds again when entries changed while it built (each round is a full build). */
const MAX_ROUNDS = 3;

/**
 * The build job (the builder Lambda deployed, a worker thread locally): builds the organization's answering index
 * at its current content version in full, writes the snapshot every container then loads, and builds again while
 * the version moved meanwhile. Holds the lease throughout and gives it back at the end.
 */
export async function runIndexJob({ organizationId, lease }: IndexJob): Promise<{ version: number; ms: number }> {
  const started = performance.now();
  let held: BuildLease | undefined = lease;
  let version = -1;
  try {
    for (let round = 0; round < MAX_ROUNDS && held; round++) {
      const current = await currentContentVersion(organizationId);
      if (current === version) break;
      version = current;
      if (((await snapshotVersions(organizationId))?.Newest ?? -1) >= version) break;
      const live = await liveEntries(organizationId);
      if (round > 0) held = await renewBuildLease(organizationId, held, version, live.records.size);
      if (!held) break;
      const began = performance.now();
      const built = await buildFull(live);
      if (built.index) await publishSnapshot(organizationId, version, { index: built.index, entries: built.entries });
      log('info', 'help index built', {
        organizationId,
        version,
        entries: live.records.size,
        questions: live.questionCount,
        buildMs: Math.round(performance.now() - began),
      });
    }
  } finally {
    if (held) await releaseBuildLease(organizationId, held.LeaseToken);
  }
  return { version, ms: Math.round(performance.now() - started) };
}

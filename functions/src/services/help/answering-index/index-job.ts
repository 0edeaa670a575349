import { log } from '../../../log/log';
import { currentContentVersion } from '../content-version';
import { releaseBuildLease, renewBuildLease, type BuildLease } from './index-build-lease';
import { buildFull, liveEntries, type LiveEntries } from './index-build';
import { indexBuildEncoder } from './index-build-encoder';
import { publishSnapshot, snapshotVersions } from './snapshot-versions';

/** What starts a build: the organization and the lease taken for it (index-job-starter.ts). */
export interface IndexJob {
  organizationId: string;
  lease: BuildLease;
  /** Build in full even when the version's snapshot exists: it was updated in place and is due for recalibration. */
  rebuild?: boolean;
}

/** What a round built and where its time went (encoding is part of buildMs; publishing writes the snapshot). */
export interface BuildReport {
  entries: number;
  questions: number;
  encodeMs: number;
  buildMs: number;
  publishMs: number;
}

/** How many times one job builds again when entries changed while it built (each round is a full build). */
const MAX_ROUNDS = 3;
/**
 * How long the content version must stay the same before a round builds: a job is started after an import's last
 * chunk (index-job-after-import.ts), but another import or an edit may follow within seconds; the job builds once
 * the content stopped changing instead of building each intermediate state. At most SETTLE_MAX_MS is spent waiting (then it builds what is there).
 */
export const SETTLE_MS = 2_000;
const SETTLE_MAX_MS = 3 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The organization's content version once it stopped moving for settleMs (or SETTLE_MAX_MS passed). */
async function settledVersion(organizationId: string, settleMs: number): Promise<number> {
  const giveUp = Date.now() + SETTLE_MAX_MS;
  let seen = await currentContentVersion(organizationId);
  while (settleMs > 0) {
    await pause(settleMs);
    const now = await currentContentVersion(organizationId);
    if (now === seen || Date.now() > giveUp) return now;
    seen = now;
  }
  return seen;
}

/**
 * The build job (the builder Lambda deployed, a worker thread locally): builds the organization's answering index
 * at its current content version in full, writes the snapshot every container then loads, and builds again while
 * the version moved meanwhile; each round first waits for the content to settle (an import in progress). Holds the
 * lease throughout and gives it back at the end.
 */
export async function runIndexJob(
  { organizationId, lease, rebuild }: IndexJob,
  settleMs = SETTLE_MS,
): Promise<{ version: number; ms: number; built?: BuildReport }> {
  const started = performance.now();
  let held: BuildLease | undefined = lease;
  let version = -1;
  let report: BuildReport | undefined;
  try {
    // The starter may name fewer entries than there are (it reads only until it knows the organization is large):
    // the job counts them before it waits, so a question meanwhile names what is being built.
    let counted: { version: number; live: LiveEntries } | undefined = {
      version: await currentContentVersion(organizationId),
      live: await liveEntries(organizationId),
    };
    held = await renewBuildLease(organizationId, held, counted.version, counted.live.records.size);
    for (let round = 0; round < MAX_ROUNDS && held; round++) {
      const current = await settledVersion(organizationId, settleMs);
      if (current === version) break;
      version = current;
      const built = (await snapshotVersions(organizationId))?.Newest ?? -1;
      if (built >= version && !(rebuild && round === 0)) break;
      // What was counted at the start is built when nothing changed since (no second read of every entry).
      const live = counted?.version === version ? counted.live : await liveEntries(organizationId);
      counted = undefined;
      // The lease names what is built (a question at this version then answers 503 without reading the entries).
      held = await renewBuildLease(organizationId, held, version, live.records.size);
      if (!held) break;
      const began = performance.now();
      const encoder = await indexBuildEncoder();
      const full = await buildFull(live, encoder);
      const builtMs = performance.now() - began;
      if (full.index) await publishSnapshot(organizationId, version, { index: full.index, entries: full.entries });
      report = {
        entries: live.records.size,
        questions: live.questionCount,
        encodeMs: Math.round(encoder.spentMs),
        buildMs: Math.round(builtMs),
        publishMs: Math.round(performance.now() - began - builtMs),
      };
      log('info', 'help index built', { organizationId, version, ...report });
    }
  } finally {
    if (held) await releaseBuildLease(organizationId, held.LeaseToken);
  }
  return { version, ms: Math.round(performance.now() - started), built: report };
}

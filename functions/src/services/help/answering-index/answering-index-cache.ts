import { fillMessage, messages } from '@switchboard/shared';
import { AppError } from '../../../errors';
import { currentContentVersion } from '../content-version';
import { buildInProgress } from './index-build-lease';
import {
  applyChanges,
  buildFull,
  changesSince,
  INCREMENTAL_MAX_QUESTIONS,
  INLINE_BUILD_MAX_QUESTIONS,
  liveEntries,
  type IndexedContent,
} from './index-build';
import { startIndexJob } from './index-job-starter';
import { loadSnapshot } from './index-snapshot';
import { loadSentenceEncoder } from './sentence-encoder';
import { publishSnapshot, snapshotVersions } from './snapshot-versions';

/** How many organizations' indexes one container keeps (least recently used dropped first). */
const KEPT_INDEXES = 8;
/** What a 503 asks the client to wait before asking again (seconds). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Where a container's index came from: the version's snapshot, an earlier index with the changed entries applied,
 * built from every entry inside the request (small organizations only), or the previous index while the job builds
 * this version's ('previous': answered with a notice that content is being refreshed, and prepared again next time).
 */
export type IndexSource = 'snapshot' | 'updated' | 'built' | 'previous';
type Ready = IndexedContent & { source: IndexSource };
interface Kept {
  version: number;
  index: Promise<Ready>;
  /** Set once `index` resolved: what a later version may start from. */
  ready?: Ready;
}
const kept = new Map<string, Kept>();

const stillBuilding = (entries: number) =>
  new AppError('unavailable', fillMessage(messages.msg_help_index_building, { entries }), RETRY_AFTER_SECONDS);

/** The index a later version starts from: this container's own, else the newest snapshot of the organization. */
async function earlierIndex(organizationId: string, version: number, own: Ready | undefined) {
  if (own?.index) return own;
  const newest = (await snapshotVersions(organizationId))?.Newest;
  if (newest === undefined || newest >= version) return undefined;
  return loadSnapshot(organizationId, newest, await loadSentenceEncoder());
}

/**
 * The answer order: the version's snapshot → an earlier index with the changed entries applied, when few questions
 * changed → built here, when the organization is small → else the build job is started (one at a time) and the
 * question answered 503 with Retry-After until the job wrote the snapshot.
 */
async function prepare(organizationId: string, version: number, own: Ready | undefined): Promise<Ready> {
  const snapshot = await loadSnapshot(organizationId, version, await loadSentenceEncoder());
  if (snapshot) return { ...snapshot, source: 'snapshot' };
  // While the job builds, the previous index answers (never a 503 when one exists); the 503 is for a first build.
  const previousOr503 = async (entries: number): Promise<Ready> => {
    const earlier = await earlierIndex(organizationId, version, own);
    if (earlier?.index) return { ...earlier, source: 'previous' };
    throw stillBuilding(entries);
  };
  const building = await buildInProgress(organizationId);
  if (building && building.BuildVersion >= version) return previousOr503(building.Entries);
  const live = await liveEntries(organizationId);
  const earlier = await earlierIndex(organizationId, version, own);
  if (earlier?.index && changesSince(earlier, live).questions <= INCREMENTAL_MAX_QUESTIONS) {
    const { recalibrationDue, ...updated } = await applyChanges({ ...earlier, index: earlier.index }, live);
    if (updated.index)
      await publishSnapshot(organizationId, version, { index: updated.index, entries: updated.entries });
    // A large index due for recalibration answers as it is; the job rebuilds (and so recalibrates) this version.
    if (recalibrationDue) await startIndexJob(organizationId, version, live.records.size, { rebuild: true });
    return { ...updated, source: 'updated' };
  }
  if (live.questionCount <= INLINE_BUILD_MAX_QUESTIONS) {
    const built = await buildFull(live);
    if (built.index) await publishSnapshot(organizationId, version, { index: built.index, entries: built.entries });
    return { ...built, source: 'built' };
  }
  await startIndexJob(organizationId, version, live.records.size);
  return previousOr503(live.records.size);
}

/**
 * The organization's answering index and the entries it was built from, as of its current content version (one
 * read per call). A container prepares it once per version and keeps it (a change of any entry bumps the version);
 * a question that arrives while a large organization's index is built by the job is answered from the previous
 * index (source 'previous'), or, with none yet, gets AppError 'unavailable' (503, Retry-After), and the container
 * keeps the index it had to start from later.
 */
export async function answeringIndexOf(organizationId: string): Promise<Ready> {
  const version = await currentContentVersion(organizationId);
  let current = kept.get(organizationId);
  // The previous index stands in only until this version's is ready: each question looks again.
  if (!current || current.version !== version || current.ready?.source === 'previous') {
    const before = current;
    const next: Kept = { version, index: prepare(organizationId, version, before?.ready) };
    next.index.then(
      (ready) => (next.ready = ready),
      () => {
        if (kept.get(organizationId) !== next) return;
        if (before?.ready) kept.set(organizationId, before);
        else kept.delete(organizationId);
      },
    );
    current = next;
  }
  kept.delete(organizationId);
  kept.set(organizationId, current);
  while (kept.size > KEPT_INDEXES) kept.delete(kept.keys().next().value!);
  return current.index;
}

import { splitQuestions } from '@switchboard/shared';
import { AnsweringIndex, loadSentenceEncoder, type HelpEntry } from './answering';
import { currentContentVersion } from './content-version';
import { helpRepository, type HelpRecord } from './help-repository';
import { loadSnapshot, saveSnapshot } from './index-snapshot';

/** How many organizations' indexes one container keeps (least recently used dropped first). */
const KEPT_INDEXES = 8;

/** Where a container's index came from: built from the entries, or loaded from the version's snapshot. */
export type IndexSource = 'built' | 'snapshot';
interface Built {
  version: number;
  index: Promise<{ index: AnsweringIndex | null; entries: Map<string, HelpRecord>; source: IndexSource }>;
}
const built = new Map<string, Built>();

const isLive = (entry: HelpRecord, now: number) => entry.Active && Date.parse(entry.ExpireTime) > now;

async function build(organizationId: string) {
  const now = Date.now();
  const live = (await helpRepository.all({ organizationId })).filter((entry) => isLive(entry, now));
  const entries = new Map(live.map((entry) => [entry.HelpID, entry as HelpRecord]));
  if (live.length === 0) return { index: null, entries };
  const helpEntries: HelpEntry[] = live.map((entry) => ({
    id: entry.HelpID,
    questions: splitQuestions(entry.ShortDescription),
    answer: entry.LongDescription,
    active: entry.Active,
    releaseTime: entry.ReleaseTime,
    expireTime: entry.ExpireTime,
  }));
  const index = await AnsweringIndex.build(helpEntries, { encoder: await loadSentenceEncoder() });
  return { index, entries };
}

/** The version's snapshot when one was written, else built here and written for the other containers. */
async function loadOrBuild(organizationId: string, version: number) {
  const snapshot = await loadSnapshot(organizationId, version, await loadSentenceEncoder());
  if (snapshot) return { ...snapshot, source: 'snapshot' as const };
  const built = await build(organizationId);
  if (built.index) await saveSnapshot(organizationId, version, { index: built.index, entries: built.entries });
  return { ...built, source: 'built' as const };
}

/**
 * The organization's answering index and the entries it was built from, as of its current content version (one
 * read per call). A container builds it once per version and keeps it: a change of any entry bumps the version,
 * so the next question builds again. Only active entries not yet expired are indexed; an entry that expires or is
 * not yet released later is skipped by the engine at answer time (it is given its times).
 * A container that has no index of the current version loads the version's snapshot from the Files bucket
 * (index-snapshot.ts) and builds only when there is none, writing it for the others: the index is rebuilt only when
 * the version moved.
 */
export async function answeringIndexOf(organizationId: string) {
  const version = await currentContentVersion(organizationId);
  let current = built.get(organizationId);
  if (!current || current.version !== version) {
    current = { version, index: loadOrBuild(organizationId, version) };
    current.index.catch(() => built.get(organizationId) === current && built.delete(organizationId));
  }
  built.delete(organizationId);
  built.set(organizationId, current);
  while (built.size > KEPT_INDEXES) built.delete(built.keys().next().value!);
  return current.index;
}

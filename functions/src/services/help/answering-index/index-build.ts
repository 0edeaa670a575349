import { splitQuestions } from '@switchboard/shared';
import { createHash } from 'node:crypto';
import { AnsweringIndex, type HelpEntry, type SentenceEncoder } from '@switchboard/answering';
import { loadSentenceEncoder } from './sentence-encoder';
import { helpEntryPages, helpRepository, type HelpRecord } from '../help-repository';

/**
 * Building an organization's answering index from its entries: in full (every question encoded, minutes at 10,000
 * entries: the job's work, index-job.ts) or by applying the entries that changed since an earlier index (only their
 * questions encoded). Only active entries not yet expired are indexed; the engine skips at answer time an entry that
 * expires or is not yet released later (it is given its times).
 */
export interface IndexedContent {
  index: AnsweringIndex | null;
  /** What an answer shows of each indexed entry, with its Fingerprint (what the index was built from). */
  entries: Map<string, HelpRecord>;
}

/** Above this many questions an organization's index is built by the job, never inside a request. */
export const INLINE_BUILD_MAX_QUESTIONS = 300;
/** Up to this many changed questions an earlier index is brought up to date inside a request. */
export const INCREMENTAL_MAX_QUESTIONS = 200;

const isLive = (entry: Pick<HelpRecord, 'Active' | 'ExpireTime'>, now: number) =>
  entry.Active && Date.parse(entry.ExpireTime) > now;

/** What the index depends on of an entry: a change of any of it makes the entry "changed". */
export const fingerprintOf = (entry: HelpRecord) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        entry.ShortDescription,
        entry.LongDescription,
        entry.MediaUrl,
        entry.MediaType,
        entry.ReleaseTime,
        entry.ExpireTime,
        entry.Active,
      ]),
    )
    .digest('base64url')
    .slice(0, 16);

export interface LiveEntries {
  records: Map<string, HelpRecord>;
  questionCount: number;
}

/** The organization's active, unexpired entries (one Query of its entries), each with its fingerprint. */
export async function liveEntries(organizationId: string): Promise<LiveEntries> {
  const now = Date.now();
  const records = new Map<string, HelpRecord>();
  let questionCount = 0;
  for (const entry of await helpRepository.all({ organizationId })) {
    if (!isLive(entry as HelpRecord, now)) continue;
    records.set(entry.HelpID, { ...(entry as HelpRecord), Fingerprint: fingerprintOf(entry as HelpRecord) });
    questionCount += splitQuestions(entry.ShortDescription).length;
  }
  return { records, questionCount };
}

/** Entries a page of `liveQuestionsOver` reads: an organization this small is counted exactly by its first page. */
const COUNT_PAGE_ENTRIES = 500;

/**
 * Whether the organization has more than `limit` live questions, read page by page (only the fields the rule needs)
 * and only until the answer is known: an organization of 10,000 entries is decided by its first page, not read in
 * full. `entries` counts the live entries of the pages read: all of them when `complete`, else a lower bound.
 */
export async function liveQuestionsOver(organizationId: string, limit: number) {
  const now = Date.now();
  let questions = 0;
  let entries = 0;
  let complete = true;
  const fields = ['ShortDescription', 'Active', 'ExpireTime'] as const;
  for await (const { items, more } of helpEntryPages(organizationId, fields, COUNT_PAGE_ENTRIES)) {
    for (const entry of items) {
      if (!isLive(entry, now)) continue;
      entries++;
      questions += splitQuestions(entry.ShortDescription).length;
    }
    if (questions > limit) {
      complete = !more;
      break;
    }
  }
  return { over: questions > limit, entries, complete };
}

const asHelpEntry = (entry: HelpRecord): HelpEntry => ({
  id: entry.HelpID,
  questions: splitQuestions(entry.ShortDescription),
  answer: entry.LongDescription,
  active: entry.Active,
  releaseTime: entry.ReleaseTime,
  expireTime: entry.ExpireTime,
});

/** Encodes every question of the live entries (by `encoder`: the build job's may encode in parallel). */
export async function buildFull(live: LiveEntries, encoder?: SentenceEncoder): Promise<IndexedContent> {
  if (live.records.size === 0) return { index: null, entries: live.records };
  const entries = [...live.records.values()].map(asHelpEntry);
  const index = await AnsweringIndex.build(entries, { encoder: encoder ?? (await loadSentenceEncoder()) });
  return { index, entries: live.records };
}

/** The entries of `live` that are new or changed since `earlier`, and the ids `earlier` has that `live` lost. */
export function changesSince(earlier: IndexedContent, live: LiveEntries) {
  const changed = [...live.records.values()].filter(
    (entry) => earlier.entries.get(entry.HelpID)?.Fingerprint !== entry.Fingerprint,
  );
  const removed = [...earlier.entries.keys()].filter((id) => !live.records.has(id));
  const questions = changed.reduce((sum, entry) => sum + splitQuestions(entry.ShortDescription).length, 0);
  return { changed, removed, questions };
}

/**
 * Brings an earlier index up to date in place (only the changed entries' questions are encoded) and answers it with
 * the live entries. A small index recalibrates by itself when enough changed (the engine does, up to 2,000
 * questions, well under a second); a larger one is only marked `recalibrationDue`: recalibrating re-whitens every
 * vector, re-clusters and re-measures the threshold (~20 s at 10,000 entries, answering/README.md), which is the
 * build job's work, not a request's (answering-index-cache.ts hands it over).
 */
export async function applyChanges(
  earlier: IndexedContent & { index: AnsweringIndex },
  live: LiveEntries,
): Promise<IndexedContent & { recalibrationDue: boolean }> {
  const { changed, removed } = changesSince(earlier, live);
  if (live.records.size === 0) return { index: null, entries: live.records, recalibrationDue: false };
  for (const id of removed) earlier.index.remove(id);
  for (const entry of changed) await earlier.index.upsert(asHelpEntry(entry));
  return { index: earlier.index, entries: live.records, recalibrationDue: earlier.index.calibrationDue };
}

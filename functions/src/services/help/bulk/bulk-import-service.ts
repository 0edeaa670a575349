import {
  type BulkEntry,
  type BulkMode,
  type BulkOutcome,
  type BulkPreview,
  type BulkProblem,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../../auth/principal';
import { AppError } from '../../../errors';
import { bumpContentVersion } from '../content-version';
import { helpRepository } from '../help-repository';
import { releaseQuestions } from '../question-claims-service';
import { claimChunk, type Claiming } from './chunk-claims';
import { inParallel } from './batch-reads';
import { plan } from './bulk-match';
import type { Planned, Question } from './bulk-plan';
import { nearDuplicatesOf, type CheckedQuestion } from './near-duplicate-check';
import { newEntryWriter } from './new-entry-writer';
import { changeOf, CHANGES_LISTED } from './change-list';
import { withCategoryIds } from './category-names';
import { helpCounts, helpLimits, reserveHelp } from '../help-caps';
import { startIndexJobAfterImport } from '../answering-index/index-job-after-import';
import { countImport, openImport, recordChanges, type ImportChange } from './import-records';
import { checkReplaceConfirmed, deleteUnmatched } from './replace-knowledge-base';

/** Writes in flight at once: enough to keep DynamoDB busy, few enough to stay under a Lambda's sockets. */
const PARALLEL_WRITES = 32;

const outcomeOf = (planned: readonly Planned[], problems: BulkProblem[]): BulkOutcome => ({
  New: planned.filter((item) => item.kind === 'new').length,
  Changed: planned.filter((item) => item.kind === 'changed').length,
  Unchanged: planned.filter((item) => item.kind === 'unchanged').length,
  Invalid: problems.length,
  Problems: problems.sort((a, b) => a.Line - b.Line),
});

/** The questions a planned entry would add, each with the stored entry it becomes (none for a new entry). */
const addedQuestions = (item: Planned): CheckedQuestion[] => {
  if (item.kind === 'new') return item.questions;
  if (item.kind === 'changed') return item.added.map((question) => ({ ...question, ownHelpId: item.stored.HelpID }));
  return [];
};

/**
 * PreviewHelpImport: what the chunk would do, and which of the questions it adds another entry already answers
 * (near-duplicates: a warning, the rows still import); nothing is stored.
 */
export async function previewHelpImport(
  body: { Entries: BulkEntry[]; Mode?: BulkMode },
  principal: Principal,
): Promise<BulkPreview> {
  // Before anything is read: what is stored changed since then if its dates are later (see deleteUnmatched).
  const previewedAt = new Date().toISOString();
  const named: BulkProblem[] = [];
  const options = { create: false, preview: true };
  const { entries, newCategories } = await withCategoryIds(body.Entries, principal, options, named);
  const { planned, problems } = await plan(entries, principal.organizationId, body.Mode);
  const changes = planned.flatMap((item) =>
    item.kind === 'changed' ? [changeOf(item.lines[0] ?? 0, item.input, item.stored)] : [],
  );
  const added = planned.flatMap(addedQuestions);
  const nearDuplicates = await nearDuplicatesOf(principal.organizationId, added);
  return {
    ...outcomeOf(planned, problems),
    ...nearDuplicates,
    Changes: changes.slice(0, CHANGES_LISTED),
    ChangesMore: Math.max(0, changes.length - CHANGES_LISTED),
    AddedQuestions: added.length,
    Stored: await helpCounts(principal.organizationId),
    Limits: helpLimits(),
    NewCategories: newCategories,
    Matched: new Set(planned.flatMap(matchedId)).size,
    PreviewedAt: previewedAt,
  };
}

/** The stored entry a planned entry matches, if any. */
const matchedId = (item: Planned) =>
  item.kind === 'changed' ? [item.stored.HelpID] : item.kind === 'unchanged' && item.id ? [item.id] : [];

const audit = (principal: Principal, now: string) => ({ DateLastUpdated: now, LastUpdatedBy: principal.email });

type Writer = ReturnType<typeof newEntryWriter>;

/**
 * Stores one planned entry as AddHelp / UpdateHelp would, once its questions are claimed (`claimed`: those it
 * won; released if the write fails). A new entry's record is handed to `writer`, which writes new entries in
 * batches.
 */
async function store(
  { item, id, asked }: Claiming,
  claimed: Question[],
  principal: Principal,
  problems: BulkProblem[],
  writer: Writer,
) {
  const { organizationId } = principal;
  const scope = { organizationId };
  const now = new Date().toISOString();
  const keys = claimed.map((question) => question.key);
  if (item.kind === 'new') {
    const texts = claimed.map((question) => question.text).filter(Boolean);
    if (texts.length === 0) return 'lost';
    const record = { ...item.input, ShortDescription: texts.join(';'), HelpID: id, OrganizationID: organizationId };
    const created = { DateCreated: now, CreatedBy: principal.email, ...audit(principal, now) };
    writer.add({ id, item: { ...record, ...created }, questions: keys });
    return 'new';
  }
  try {
    const lost = new Set(asked.filter((question) => !claimed.includes(question)).map((question) => question.text));
    const questions = item.input.ShortDescription.split(';').filter((question) => !lost.has(question));
    const { Version, ...stored } = item.stored;
    const record = { ...stored, ...item.input, ShortDescription: questions.join(';'), ...audit(principal, now) };
    await helpRepository.replace(scope, id, record, Version);
    await releaseQuestions(organizationId, id, item.released);
  } catch (error) {
    await releaseQuestions(organizationId, id, keys);
    if (!(error instanceof AppError)) throw error;
    for (const line of item.lines) problems.push({ Line: line, Field: 'entry', Reason: error.message });
    return 'lost';
  }
  return 'changed';
}

type ImportBody = {
  Entries: BulkEntry[];
  MoreChunks?: boolean;
  Mode?: BulkMode;
  CreateCategories?: boolean;
  ImportID?: string;
  ConfirmOrganizationName?: string;
  PreviewedAt?: string;
};

/** What the chunk did, for the import's record: entries added, changed (as they were), kept (mode replace). */
function changesOf(entries: { entry: Claiming }[], done: string[], unchanged: readonly Planned[]): ImportChange[] {
  const changes = entries.flatMap(({ entry }, index): ImportChange[] => {
    if (done[index] === 'new') return [{ HelpID: entry.id, Kind: 'added', AfterVersion: 1 }];
    if (done[index] !== 'changed' || entry.item.kind !== 'changed') return [];
    const before = entry.item.stored;
    return [{ HelpID: entry.id, Kind: 'changed', AfterVersion: before.Version + 1, Before: before }];
  });
  for (const item of unchanged)
    if (item.kind === 'unchanged' && item.id) changes.push({ HelpID: item.id, Kind: 'kept', AfterVersion: 0 });
  return changes;
}

/**
 * ImportHelp: stores the chunk's valid entries (new ones and changes) and reports its invalid rows. Entries are
 * written in parallel after the chunk's question claims (conditional updates of the claim buckets), so two imports
 * or an import and an edit never give one question to two entries. Importing the same file again changes nothing.
 */
export async function importHelp(body: ImportBody, principal: Principal): Promise<BulkOutcome> {
  const { organizationId } = principal;
  const importId = body.ImportID ?? randomUUID();
  const mode = body.Mode ?? 'update';
  if (mode === 'replace') await checkReplaceConfirmed(organizationId, body.ConfirmOrganizationName);
  await openImport(organizationId, importId, mode, principal.email);
  const refused: BulkProblem[] = [];
  const options = { create: body.CreateCategories === true, preview: false };
  const { entries: given } = await withCategoryIds(body.Entries, principal, options, refused);
  const { planned, problems } = await plan(given, organizationId, body.Mode);
  problems.push(...refused);
  // Room within the organization's caps, reserved before any claim (the whole chunk is refused if it does not fit).
  const reserved = { entries: 0, questions: 0 };
  for (const item of planned) {
    if (item.kind === 'new')
      [reserved.entries, reserved.questions] = [reserved.entries + 1, reserved.questions + item.questions.length];
    if (item.kind === 'changed') reserved.questions += item.added.length;
  }
  await reserveHelp(organizationId, reserved.entries, reserved.questions);
  const claiming = planned.flatMap((item): Claiming[] => {
    if (item.kind === 'new') return [{ item, id: randomUUID(), asked: item.claims }];
    return item.kind === 'changed' ? [{ item, id: item.stored.HelpID, asked: item.claims }] : [];
  });
  const claimed = await claimChunk(principal.organizationId, claiming, problems);
  const writer = newEntryWriter(principal.organizationId);
  const entries = claiming.map((entry, index) => ({ entry, won: claimed[index]! }));
  const done = await inParallel(entries, PARALLEL_WRITES, ({ entry, won }) =>
    store(entry, won, principal, problems, writer),
  );
  try {
    await writer.finish();
  } finally {
    await recordChanges(organizationId, importId, changesOf(entries, done, mode === 'replace' ? planned : []));
  }
  // What was reserved and not stored (questions lost to another entry, entries lost) is given back.
  const storedQuestions = done.reduce((sum, kind, index) => {
    const won = entries[index]!.won.filter((question) => question.text !== '').length;
    const item = entries[index]!.entry.item;
    if (kind === 'new') return sum + won;
    return kind === 'changed' && item.kind === 'changed' ? sum + Math.min(item.added.length, won) : sum;
  }, 0);
  const storedEntries = done.filter((kind) => kind === 'new').length;
  if (storedEntries < reserved.entries || storedQuestions < reserved.questions)
    await reserveHelp(organizationId, storedEntries - reserved.entries, storedQuestions - reserved.questions);
  const outcome = {
    New: done.filter((kind) => kind === 'new').length,
    Changed: done.filter((kind) => kind === 'changed').length,
    Unchanged: planned.filter((item) => item.kind === 'unchanged').length,
  };
  const replaced =
    mode === 'replace' && !body.MoreChunks
      ? await deleteUnmatched(organizationId, importId, body.PreviewedAt)
      : { deleted: 0, skipped: [] };
  const { deleted } = replaced;
  await countImport(
    organizationId,
    importId,
    { added: outcome.New, changed: outcome.Changed, deleted },
    !body.MoreChunks,
  );
  if (outcome.New + outcome.Changed + deleted > 0) {
    const version = await bumpContentVersion(principal.organizationId);
    if (!body.MoreChunks)
      await startIndexJobAfterImport(principal.organizationId, version, planned.flatMap(addedQuestions).length);
  }
  const problemsSorted = problems.sort((a, b) => a.Line - b.Line);
  return {
    ...outcome,
    Invalid: problems.length,
    Problems: problemsSorted,
    ...(mode === 'replace' ? { Deleted: deleted, Skipped: replaced.skipped } : {}),
  };
}

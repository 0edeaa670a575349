import {
  messages,
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
import { claimMany, questionsFullMessage, releaseQuestions, type ClaimOutcome } from '../question-claims-service';
import { inParallel } from './batch-reads';
import { plan } from './bulk-match';
import type { Planned, Question } from './bulk-plan';
import { nearDuplicatesOf, type CheckedQuestion } from './near-duplicate-check';
import { newEntryWriter } from './new-entry-writer';
import { changeOf, CHANGES_LISTED } from './change-list';
import { helpCounts, helpLimits, reserveHelp } from '../help-caps';
import { startIndexJobAfterImport } from '../index-job-after-import';

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
  const { planned, problems } = await plan(body.Entries, principal.organizationId, body.Mode);
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
  };
}

/** Why a question an entry wanted is not its: another entry holds it, or its claim bucket is full. */
const refusal = (outcome: ClaimOutcome) =>
  outcome === 'full' ? questionsFullMessage : messages.msg_help_question_exists;

/** A planned entry that adds claims, with the id it is stored under and the claims it asks for. */
type Claiming = { item: Exclude<Planned, { kind: 'unchanged' }>; id: string; asked: Question[] };

/**
 * Claims the questions of every entry of the chunk at once (claimMany: grouped by bucket, ~64 requests for 500
 * questions); answers, per entry, the questions it won. A question lost meanwhile to another entry (or to a full
 * bucket) becomes a problem row.
 */
async function claimChunk(organizationId: string, claiming: readonly Claiming[], problems: BulkProblem[]) {
  const requests = claiming.flatMap(({ id, asked }) =>
    asked.map((question) => ({ helpId: id, question: question.key })),
  );
  const outcomes = await claimMany(organizationId, requests);
  let at = 0;
  return claiming.map(({ asked }) =>
    asked.filter((question) => {
      const outcome = outcomes[at++]!;
      if (outcome !== 'won') problems.push({ Line: question.line, Field: 'questions', Reason: refusal(outcome) });
      return outcome === 'won';
    }),
  );
}

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

/**
 * ImportHelp: stores the chunk's valid entries (new ones and changes) and reports its invalid rows. Entries are
 * written in parallel after the chunk's question claims (conditional updates of the claim buckets), so two imports
 * or an import and an edit never give one question to two entries. Importing the same file again changes nothing.
 */
export async function importHelp(
  body: { Entries: BulkEntry[]; MoreChunks?: boolean; Mode?: BulkMode },
  principal: Principal,
): Promise<BulkOutcome> {
  const { organizationId } = principal;
  const { planned, problems } = await plan(body.Entries, organizationId, body.Mode);
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
  await writer.finish();
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
  if (outcome.New + outcome.Changed > 0) {
    const version = await bumpContentVersion(principal.organizationId);
    if (!body.MoreChunks)
      await startIndexJobAfterImport(principal.organizationId, version, planned.flatMap(addedQuestions).length);
  }
  return { ...outcome, Invalid: problems.length, Problems: problems.sort((a, b) => a.Line - b.Line) };
}

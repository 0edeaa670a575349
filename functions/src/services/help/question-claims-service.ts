import { GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { externalIdKey, messages, splitQuestions, topicQuestion, uniqueKey } from '@switchboard/shared';
import { dynamoCached, isConditionFailure, tableName } from '../../data/clients';
import { AppError } from '../../errors';
import { helpEntriesById } from './bulk/batch-reads';
import {
  claimUpdate,
  groupBy,
  holderOf,
  inParts,
  KEYS_PER_UPDATE,
  projectionOf,
  questionBucketKey,
  questionSlot,
  releaseManyUpdate,
  releaseUpdate,
  STALE_CLAIM_MS,
  type BucketUpdate,
  type SlotClaim,
} from './question-buckets';
import { ensureQuestionBuckets } from './question-claims-migration';

/** A question an entry wants. */
export interface ClaimRequest {
  helpId: string;
  question: string;
}
/** won: the entry holds it; held: another entry does; full: the question's bucket has no room (see help-repository). */
export type ClaimOutcome = 'won' | 'held' | 'full';

/** The 400 of a question whose bucket is at DynamoDB's item size limit (help-repository.ts: the size bound). */
export const questionsFullMessage = messages.msg_help_questions_full;
const TOO_LARGE = /maximum allowed size/i;
const isTooLarge = (error: unknown) =>
  error instanceof Error && error.name === 'ValidationException' && TOO_LARGE.test(error.message);

const keyOf = (organizationId: string, bucket: string) => {
  const { pk, sk } = questionBucketKey(organizationId, bucket);
  return { pk: { S: pk }, sk: { S: sk } };
};

/** One conditional UpdateItem of a bucket: true when its condition held. */
async function updateBucket(organizationId: string, bucket: string, update: BucketUpdate): Promise<boolean> {
  try {
    await dynamoCached().send(
      new UpdateItemCommand({ TableName: tableName('Entities'), Key: keyOf(organizationId, bucket), ...update }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The current values of these attributes of one bucket (only those read). */
async function readBucket(organizationId: string, bucket: string, names: readonly string[]) {
  const answer = await dynamoCached().send(
    new GetItemCommand({
      TableName: tableName('Entities'),
      Key: keyOf(organizationId, bucket),
      ConsistentRead: true,
      ...projectionOf(names),
    }),
  );
  return new Map(names.map((name) => [name, answer.Item?.[name]?.S]));
}

type Pending = SlotClaim & { index: number };
/** Rounds of one bucket's claims before giving up: each round after the first follows another writer's change. */
const MAX_ROUNDS = 20;

/**
 * Claims one bucket's keys: grouped conditional updates; when one fails, the bucket's attributes are read and each
 * key is sorted out: this entry's already → won; free → asked again; another entry's → lost, unless that claim is stale (older
 * than STALE_CLAIM_MS and its entry does not exist: a write that stopped half-way), which is taken over on the
 * condition that it still holds that very value.
 */
async function claimBucket(organizationId: string, bucket: string, claims: Pending[], outcomes: ClaimOutcome[]) {
  let pending = claims;
  for (let round = 0; pending.length > 0; round++) {
    if (round === MAX_ROUNDS) throw new Error(`question claims of bucket ${bucket} did not settle`);
    const failed: Pending[] = [];
    await Promise.all(
      inParts(pending, KEYS_PER_UPDATE).map(async (part) => {
        try {
          if (await updateBucket(organizationId, bucket, claimUpdate(part, Date.now())))
            for (const claim of part) outcomes[claim.index] = 'won';
          else failed.push(...part);
        } catch (error) {
          if (!isTooLarge(error)) throw error;
          for (const claim of part) outcomes[claim.index] = 'full';
        }
      }),
    );
    if (failed.length === 0) return;
    const held = await readBucket(organizationId, bucket, [...new Set(failed.map((claim) => claim.name))]);
    const now = Date.now();
    const others = failed.flatMap((claim) => {
      const value = held.get(claim.name);
      const holder = value === undefined ? undefined : holderOf(value);
      return holder && holder.helpId !== claim.helpId && now - holder.since >= STALE_CLAIM_MS ? [holder.helpId] : [];
    });
    const existing = others.length ? await helpEntriesById(organizationId, [...new Set(others)]) : new Map();
    pending = [];
    for (const claim of failed) {
      const value = held.get(claim.name);
      const holder = value === undefined ? undefined : holderOf(value);
      if (!holder) pending.push({ ...claim, stale: undefined });
      else if (holder.helpId === claim.helpId) outcomes[claim.index] = 'won';
      else if (now - holder.since >= STALE_CLAIM_MS && !existing.has(holder.helpId))
        pending.push({ ...claim, stale: value });
      else outcomes[claim.index] = 'held';
    }
  }
}

/**
 * Claims questions for entries, one organization's, all at once: grouped by bucket, a conditional UpdateItem per
 * bucket (and per KEYS_PER_UPDATE keys), so a 500-question import chunk sends ~64 requests, not 500. Answers each
 * request's outcome, in order. Two requests for one question: the first one's entry is the only contender.
 */
export async function claimMany(organizationId: string, requests: readonly ClaimRequest[]): Promise<ClaimOutcome[]> {
  await ensureQuestionBuckets(organizationId);
  const outcomes = new Array<ClaimOutcome>(requests.length).fill('held');
  const first = new Map<string, number>();
  const contenders: (Pending & { bucket: string })[] = [];
  requests.forEach((request, index) => {
    const slot = questionSlot(request.question);
    if (first.has(slot.name)) return;
    first.set(slot.name, index);
    contenders.push({ index, name: slot.name, helpId: request.helpId, bucket: slot.bucket });
  });
  const buckets = groupBy(contenders, (claim) => claim.bucket);
  await Promise.all([...buckets].map(([bucket, claims]) => claimBucket(organizationId, bucket, claims, outcomes)));
  requests.forEach((request, index) => {
    const winner = first.get(questionSlot(request.question).name)!;
    if (winner !== index) outcomes[index] = requests[winner]!.helpId === request.helpId ? outcomes[winner]! : 'held';
  });
  return outcomes;
}

/** Releases an entry's claims on these questions (only those it still holds): one update a bucket, else key by key. */
export async function releaseQuestions(organizationId: string, helpId: string, questions: readonly string[]) {
  if (questions.length === 0) return;
  await ensureQuestionBuckets(organizationId);
  const slots = groupBy(questions.map(questionSlot), (slot) => slot.bucket);
  const release = async (bucket: string, names: string[]) => {
    if (await updateBucket(organizationId, bucket, releaseUpdate(names, helpId))) return;
    // One key is not this entry's (any more): release the others one by one.
    if (names.length > 1) await Promise.all(names.map((name) => release(bucket, [name])));
  };
  await Promise.all(
    [...slots].flatMap(([bucket, found]) =>
      inParts([...new Set(found.map((slot) => slot.name))], KEYS_PER_UPDATE).map((names) => release(bucket, names)),
    ),
  );
}

/**
 * Releases the claims of many entries at once (an undo, a replace): one update a bucket and KEYS_PER_UPDATE keys,
 * each key only if its entry still holds it; a part where one key is not its entry's any more goes key by key.
 */
export async function releaseMany(
  organizationId: string,
  entries: readonly { helpId: string; keys: readonly string[] }[],
) {
  const slots = entries.flatMap(({ helpId, keys }) => keys.map((key) => ({ ...questionSlot(key), helpId })));
  if (slots.length === 0) return;
  await ensureQuestionBuckets(organizationId);
  const unique = [...new Map(slots.map((slot) => [slot.name, slot])).values()];
  await Promise.all(
    [...groupBy(unique, (slot) => slot.bucket)].flatMap(([bucket, found]) =>
      inParts(found, KEYS_PER_UPDATE).map(async (part) => {
        if (await updateBucket(organizationId, bucket, releaseManyUpdate(part))) return;
        await Promise.all(
          part.map((slot) => updateBucket(organizationId, bucket, releaseUpdate([slot.name], slot.helpId))),
        );
      }),
    ),
  );
}

/**
 * Claims every question for the entry, or none: if another entry holds one, the claims made here are released and
 * the call answers 409 "Question already exists."; a question whose bucket is full answers 400 naming the rule.
 */
export async function claimQuestions(organizationId: string, helpId: string, questions: readonly string[]) {
  if (questions.length === 0) return;
  const outcomes = await claimMany(
    organizationId,
    questions.map((question) => ({ helpId, question })),
  );
  if (outcomes.every((outcome) => outcome === 'won')) return;
  await releaseQuestions(
    organizationId,
    helpId,
    questions.filter((_, index) => outcomes[index] === 'won'),
  );
  if (outcomes.includes('held')) throw new AppError('exists', messages.msg_help_question_exists);
  throw new AppError('invalid', `ShortDescription: ${questionsFullMessage}`);
}

/** The questions of `after` that `before` does not have, and the other way round (compared as claims are). */
export function questionChanges(before: readonly string[], after: readonly string[]) {
  const keys = (list: readonly string[]) => new Set(list.map(uniqueKey));
  const [had, has] = [keys(before), keys(after)];
  return {
    added: after.filter((question) => !had.has(uniqueKey(question))),
    removed: before.filter((question) => !has.has(uniqueKey(question))),
  };
}

/**
 * The claim keys of an entry: each question within its topic (a question is unique within a topic), and its
 * external id (QnABot qid, QnA Maker QnaId), so a re-import finds the entry by it and no two entries share one.
 */
export function claimKeysOf(entry: {
  ShortDescription: string;
  Topic?: string | undefined;
  ExternalID?: string | undefined;
}) {
  const keys = splitQuestions(entry.ShortDescription).map((question) => topicQuestion(entry.Topic, question));
  return entry.ExternalID ? [...keys, externalIdKey(entry.ExternalID)] : keys;
}

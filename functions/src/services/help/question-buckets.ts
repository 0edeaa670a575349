import { uniqueKey } from '@switchboard/shared';
import { createHash } from 'node:crypto';
import type { ItemKey } from '../../data/keyed-items';

/**
 * Where a question's claim lives: one bucket item per (organization, bucket), each claimed question a top-level
 * attribute of it (pk ORG#{org}#HelpQuestions, sk B#{nn}; see help-repository.ts for the why and the size bound).
 * Pure: hashing, grouping, and the UpdateItem expressions, split to stay inside DynamoDB's expression limits.
 */

/**
 * Buckets per organization. Fixed once data exists (the FORMAT marker names it; another count needs a migration).
 * 64: a 500-row import chunk meets ~all of them (~8 questions each, one UpdateItem a bucket: 64 requests instead of
 * 500); 128 would send ~125 requests of ~4 keys for no gain in capacity that matters, 32 halves the questions an
 * organization can hold (help-repository.ts) for ~30 fewer requests a chunk.
 */
export const QUESTION_BUCKETS = 64;
export const QUESTION_BUCKETS_FORMAT = `buckets-${QUESTION_BUCKETS}`;

/**
 * Keys of one UpdateItem at most. DynamoDB allows 300 operators and functions in an expression and 4 KB of
 * expression text: a key's condition `attribute_not_exists(#kN) AND ` is 2 operators and ~32 characters, its SET
 * `#kN = :vN, ` ~12, so 50 keys are ~100 operators and ~1.6 KB with room to spare.
 */
export const KEYS_PER_UPDATE = 50;

export interface QuestionSlot {
  /** The bucket's sort key, `B#07`. */
  bucket: string;
  /** The attribute that holds the question's claim: `q` and 24 hex characters of its hash. */
  name: string;
}

/** The bucket and attribute of a question, from sha256(uniqueKey(question)) (claims compare as uniqueKey does). */
export const questionSlot = (question: string): QuestionSlot => slotOfHash(questionHash(question));

/** sha256(uniqueKey(question)) in hex: also the sort key of the old per-question claim items (the migration's). */
export const questionHash = (question: string) => createHash('sha256').update(uniqueKey(question)).digest('hex');

export function slotOfHash(hash: string): QuestionSlot {
  const bucket = parseInt(hash.slice(0, 4), 16) % QUESTION_BUCKETS;
  return { bucket: `B#${String(bucket).padStart(2, '0')}`, name: `q${hash.slice(4, 28)}` };
}

export const questionBucketsPk = (organizationId: string) => `ORG#${organizationId}#HelpQuestions`;
export const questionBucketKey = (organizationId: string, bucket: string): ItemKey => ({
  pk: questionBucketsPk(organizationId),
  sk: bucket,
});

/**
 * A claim's stored value: the HelpID, `|`, the claim's time in ms. The time tells a claim whose entry is still
 * being written (the entry follows its claims within the request) from one left by a write that stopped half-way:
 * only a claim older than STALE_CLAIM_MS whose entry does not exist is taken over. A claim migrated from the old
 * items has time 0.
 */
export const holdValue = (helpId: string, now: number) => `${helpId}|${now}`;
export const heldPrefix = (helpId: string) => `${helpId}|`;
export function holderOf(value: string): { helpId: string; since: number } {
  const at = value.lastIndexOf('|');
  return at < 0 ? { helpId: value, since: 0 } : { helpId: value.slice(0, at), since: Number(value.slice(at + 1)) };
}
/** Longer than any request that claims then writes (a Lambda's 15 s timeout). */
export const STALE_CLAIM_MS = 60_000;

/** One key to write: free (`stale` absent), or taken over from a stale claim. */
export interface SlotClaim {
  name: string;
  helpId: string;
  /** The stale claim's exact value to take over (the condition requires it still there). */
  stale?: string | undefined;
}

/** Splits a list into parts of at most `size`. */
export function inParts<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** Groups items by a key, keeping their order. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export interface BucketUpdate {
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, { S: string }>;
}

/**
 * One UpdateItem's expressions for claims of one bucket (at most KEYS_PER_UPDATE): SET each key to its entry's
 * value, on the condition that each key is free, or still the stale claim it takes over. A key this entry already
 * holds needs no write: the caller finds it when the condition fails and reads the bucket. The condition has no OR
 * and no parentheses on purpose: the embedded DynamoDB's condition parser backtracks over parenthesised groups, and
 * `(attribute_not_exists(#k) OR begins_with(#k, :h)) AND …` made its CPU, not the API's, the import's bottleneck
 * (~250 ms a 500-question chunk). Values are shared between keys of one entry.
 */
export function claimUpdate(claims: readonly SlotClaim[], now: number): BucketUpdate {
  const names: Record<string, string> = {};
  const values: Record<string, { S: string }> = {};
  const valueOf = new Map<string, string>();
  const placeholder = (value: string) => {
    let name = valueOf.get(value);
    if (!name) {
      name = `:v${valueOf.size}`;
      valueOf.set(value, name);
      values[name] = { S: value };
    }
    return name;
  };
  const sets: string[] = [];
  const conditions: string[] = [];
  claims.forEach((claim, index) => {
    const key = `#k${index}`;
    names[key] = claim.name;
    sets.push(`${key} = ${placeholder(holdValue(claim.helpId, now))}`);
    conditions.push(
      claim.stale === undefined ? `attribute_not_exists(${key})` : `${key} = ${placeholder(claim.stale)}`,
    );
  });
  return {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/** One UpdateItem's expressions releasing these keys of one bucket, on the condition that the entry holds each. */
export function releaseUpdate(names: readonly string[], helpId: string): BucketUpdate {
  const keys = names.map((_, index) => `#k${index}`);
  return {
    UpdateExpression: `REMOVE ${keys.join(', ')}`,
    ConditionExpression: keys.map((key) => `begins_with(${key}, :h)`).join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [keys[index]!, name])),
    ExpressionAttributeValues: { ':h': { S: heldPrefix(helpId) } },
  };
}

/** releaseUpdate for keys of several entries (an undo, a replace): each key removed only if its entry holds it. */
export function releaseManyUpdate(slots: readonly { name: string; helpId: string }[]): BucketUpdate {
  const keys = slots.map((_, index) => `#k${index}`);
  const holders = [...new Set(slots.map((slot) => slot.helpId))];
  const placeholder = (helpId: string) => `:h${holders.indexOf(helpId)}`;
  return {
    UpdateExpression: `REMOVE ${keys.join(', ')}`,
    ConditionExpression: slots
      .map((slot, index) => `begins_with(${keys[index]}, ${placeholder(slot.helpId)})`)
      .join(' AND '),
    ExpressionAttributeNames: Object.fromEntries(slots.map((slot, index) => [keys[index]!, slot.name])),
    ExpressionAttributeValues: Object.fromEntries(
      holders.map((helpId, index) => [`:h${index}`, { S: heldPrefix(helpId) }]),
    ),
  };
}

/** A ProjectionExpression reading only these attributes of a bucket. */
export function projectionOf(names: readonly string[]) {
  const keys = names.map((_, index) => `#p${index}`);
  return {
    ProjectionExpression: keys.join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [keys[index]!, name])),
  };
}

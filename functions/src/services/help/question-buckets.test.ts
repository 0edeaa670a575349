import { describe, expect, it } from 'vitest';
import {
  claimUpdate,
  groupBy,
  holderOf,
  holdValue,
  inParts,
  KEYS_PER_UPDATE,
  projectionOf,
  QUESTION_BUCKETS,
  questionSlot,
  releaseManyUpdate,
  releaseUpdate,
} from './question-buckets';
import { packReads } from './question-holders';

/** DynamoDB's expression limits (Developer Guide, "Constraints": expression parameters). */
const MAX_EXPRESSION_BYTES = 4096;
const MAX_OPERATORS = 300;
/** Comparators, logical operators and functions, as DynamoDB counts them in an expression. */
const operators = (expression: string) =>
  (expression.match(/\b(AND|OR|NOT)\b|<>|<=|>=|=|<|>|\b(attribute_not_exists|attribute_exists|begins_with)\(/g) ?? [])
    .length;

const helpId = '6f1c1f5e-1e0b-4c4e-9d55-2f6f1b7a0c11';
const other = '0b8d8c3a-4a8e-4d8e-b7f4-9c1e2a3b4c5d';

describe('questionSlot', () => {
  it('compares questions as uniqueKey does: same slot whatever the case, spacing and width', () => {
    expect(questionSlot('  Where is  PARKING? ')).toEqual(questionSlot('where is parking?'));
    expect(questionSlot('Where is parking?')).not.toEqual(questionSlot('Where is the parking?'));
  });

  it('names a bucket B#nn of 64 and an attribute q + 24 hex; 10,000 questions fill every bucket evenly', () => {
    const slot = questionSlot('How do I reset my badge?');
    expect(slot.bucket).toMatch(/^B#\d\d$/);
    expect(slot.name).toMatch(/^q[0-9a-f]{24}$/);
    const sizes = [
      ...groupBy(
        Array.from({ length: 10_000 }, (_, i) => questionSlot(`How do I configure feature ${i} of the product?`)),
        (s) => s.bucket,
      ).values(),
    ].map((group) => group.length);
    expect(sizes).toHaveLength(QUESTION_BUCKETS);
    expect(Math.max(...sizes)).toBeLessThan(220); // mean 156
    expect(Math.min(...sizes)).toBeGreaterThan(100);
  });
});

describe('claimUpdate', () => {
  it('sets each key to its entry and time, on the condition that it is free or still the stale claim taken over', () => {
    const update = claimUpdate(
      [
        { name: 'qa', helpId },
        { name: 'qb', helpId },
        { name: 'qc', helpId: other, stale: `${helpId}|5` },
      ],
      42,
    );
    expect(update).toEqual({
      UpdateExpression: 'SET #k0 = :v0, #k1 = :v0, #k2 = :v1',
      ConditionExpression: 'attribute_not_exists(#k0) AND attribute_not_exists(#k1) AND #k2 = :v2',
      ExpressionAttributeNames: { '#k0': 'qa', '#k1': 'qb', '#k2': 'qc' },
      ExpressionAttributeValues: {
        ':v0': { S: `${helpId}|42` },
        ':v1': { S: `${other}|42` },
        ':v2': { S: `${helpId}|5` },
      },
    });
  });

  it('stays inside DynamoDB’s expression limits at KEYS_PER_UPDATE keys of distinct entries', () => {
    const claims = Array.from({ length: KEYS_PER_UPDATE }, (_, i) => ({
      name: questionSlot(`question ${i}`).name,
      helpId: `${helpId.slice(0, -2)}${String(i).padStart(2, '0')}`,
    }));
    const update = claimUpdate(claims, Date.now());
    for (const expression of [update.UpdateExpression, update.ConditionExpression]) {
      expect(Buffer.byteLength(expression)).toBeLessThan(MAX_EXPRESSION_BYTES);
      expect(operators(expression)).toBeLessThanOrEqual(MAX_OPERATORS);
    }
    const release = releaseUpdate(
      claims.map((claim) => claim.name),
      helpId,
    );
    expect(Buffer.byteLength(release.ConditionExpression)).toBeLessThan(MAX_EXPRESSION_BYTES);
    expect(operators(release.ConditionExpression)).toBeLessThanOrEqual(MAX_OPERATORS);
  });

  it('releases keys of several entries in one update, each only while its own entry holds it', () => {
    const slots = [
      { name: 'qa', helpId },
      { name: 'qb', helpId: other },
      { name: 'qc', helpId },
    ];
    expect(releaseManyUpdate(slots)).toEqual({
      UpdateExpression: 'REMOVE #k0, #k1, #k2',
      ConditionExpression: 'begins_with(#k0, :h0) AND begins_with(#k1, :h1) AND begins_with(#k2, :h0)',
      ExpressionAttributeNames: { '#k0': 'qa', '#k1': 'qb', '#k2': 'qc' },
      ExpressionAttributeValues: { ':h0': { S: `${helpId}|` }, ':h1': { S: `${other}|` } },
    });
    const many = Array.from({ length: KEYS_PER_UPDATE }, (_, i) => ({
      name: questionSlot(`question ${i}`).name,
      helpId: `${helpId.slice(0, -2)}${String(i).padStart(2, '0')}`,
    }));
    const release = releaseManyUpdate(many);
    expect(Buffer.byteLength(release.ConditionExpression)).toBeLessThan(MAX_EXPRESSION_BYTES);
    expect(operators(release.ConditionExpression)).toBeLessThanOrEqual(MAX_OPERATORS);
  });

  it('splits a bucket’s keys into updates of at most KEYS_PER_UPDATE', () => {
    const parts = inParts(
      Array.from({ length: 2 * KEYS_PER_UPDATE + 3 }, (_, i) => i),
      KEYS_PER_UPDATE,
    );
    expect(parts.map((part) => part.length)).toEqual([KEYS_PER_UPDATE, KEYS_PER_UPDATE, 3]);
    expect(parts.flat()).toEqual(Array.from({ length: 2 * KEYS_PER_UPDATE + 3 }, (_, i) => i));
  });
});

describe('releaseUpdate, holderOf, projectionOf', () => {
  it('removes the keys on the condition that this entry holds each', () => {
    expect(releaseUpdate(['qa', 'qb'], helpId)).toEqual({
      UpdateExpression: 'REMOVE #k0, #k1',
      ConditionExpression: 'begins_with(#k0, :h) AND begins_with(#k1, :h)',
      ExpressionAttributeNames: { '#k0': 'qa', '#k1': 'qb' },
      ExpressionAttributeValues: { ':h': { S: `${helpId}|` } },
    });
  });

  it('reads a claim’s entry and time (a migrated claim has time 0)', () => {
    expect(holderOf(holdValue(helpId, 1234))).toEqual({ helpId, since: 1234 });
    expect(holderOf(`${helpId}|0`)).toEqual({ helpId, since: 0 });
  });

  it('projects only the named attributes', () => {
    expect(projectionOf(['qa', 'qb'])).toEqual({
      ProjectionExpression: '#p0, #p1',
      ExpressionAttributeNames: { '#p0': 'qa', '#p1': 'qb' },
    });
  });
});

describe('packReads', () => {
  it('reads a 500-question chunk in two BatchGetItems: ≤ 100 buckets and ≤ 300 projected names each', () => {
    const slots = Array.from({ length: 500 }, (_, i) => questionSlot(`How do I configure feature ${i}?`));
    const byBucket = new Map(
      [...groupBy(slots, (slot) => slot.bucket)].map(([bucket, found]) => [bucket, found.map((s) => s.name)]),
    );
    const reads = packReads(byBucket);
    expect(reads).toHaveLength(2);
    for (const read of reads) {
      expect(read.buckets.length).toBeLessThanOrEqual(100);
      expect(read.names.length).toBeLessThanOrEqual(300);
      expect(Buffer.byteLength(projectionOf(read.names).ProjectionExpression)).toBeLessThan(MAX_EXPRESSION_BYTES);
    }
    expect(reads.flatMap((read) => read.names).sort()).toEqual(slots.map((slot) => slot.name).sort());
  });
});

import { BatchGetItemCommand, type AttributeValue, type BatchGetItemCommandOutput } from '@aws-sdk/client-dynamodb';
import { dynamoCached, tableName } from '../../data/clients';
import { groupBy, holderOf, projectionOf, questionBucketKey, questionSlot } from './question-buckets';
import { ensureQuestionBuckets } from './question-claims-migration';

/** DynamoDB's limit of keys in one BatchGetItem. */
const BUCKETS_PER_READ = 100;
/** Attributes one read projects: ~7 characters each in the ProjectionExpression, whose limit is 4 KB. */
const NAMES_PER_READ = 300;

type Read = { buckets: string[]; names: string[] };

/** Packs buckets (with their attribute names) into reads of at most BUCKETS_PER_READ keys and NAMES_PER_READ names. */
export function packReads(byBucket: ReadonlyMap<string, readonly string[]>): Read[] {
  const reads: Read[] = [];
  let current: Read = { buckets: [], names: [] };
  for (const [bucket, names] of byBucket) {
    const full = current.buckets.length === BUCKETS_PER_READ || current.names.length + names.length > NAMES_PER_READ;
    if (current.buckets.length > 0 && full) {
      reads.push(current);
      current = { buckets: [], names: [] };
    }
    current.buckets.push(bucket);
    current.names.push(...names);
  }
  if (current.buckets.length > 0) reads.push(current);
  return reads;
}

/**
 * Which entry holds each of these questions (undefined: nobody), read from the buckets: one BatchGetItem for up to
 * 100 buckets projecting only the questions' attributes (a 500-question chunk: one or two requests).
 */
export async function questionHolders(organizationId: string, questions: readonly string[]) {
  await ensureQuestionBuckets(organizationId);
  const TableName = tableName('Entities');
  const slots = questions.map(questionSlot);
  const byBucket = new Map(
    [...groupBy(slots, (slot) => slot.bucket)].map(([bucket, found]) => [
      bucket,
      [...new Set(found.map((slot) => slot.name))],
    ]),
  );
  const values = new Map<string, string>();
  await Promise.all(
    packReads(byBucket).map(async ({ buckets, names }) => {
      let pending: Record<string, AttributeValue>[] | undefined = buckets.map((bucket) => {
        const { pk, sk } = questionBucketKey(organizationId, bucket);
        return { pk: { S: pk }, sk: { S: sk } };
      });
      while (pending?.length) {
        const answer: BatchGetItemCommandOutput = await dynamoCached().send(
          new BatchGetItemCommand({
            RequestItems: { [TableName]: { Keys: pending, ConsistentRead: true, ...projectionOf(names) } },
          }),
        );
        for (const item of answer.Responses?.[TableName] ?? [])
          for (const [name, value] of Object.entries(item)) if (value.S !== undefined) values.set(name, value.S);
        pending = answer.UnprocessedKeys?.[TableName]?.Keys;
      }
    }),
  );
  return new Map(
    questions.map((question, index) => {
      const value = values.get(slots[index]!.name);
      return [question, value === undefined ? undefined : holderOf(value).helpId];
    }),
  );
}

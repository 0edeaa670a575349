import { GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, dynamoCached, isConditionFailure, tableName } from '../../data/clients';
import { queryAll } from '../../data/list-query';
import {
  groupBy,
  inParts,
  KEYS_PER_UPDATE,
  QUESTION_BUCKETS_FORMAT,
  questionBucketsPk,
  slotOfHash,
  type QuestionSlot,
} from './question-buckets';

/**
 * The lazy migration of an organization's question claims from the old items (pk ORG#{org}#HelpQuestion, sk
 * sha256(uniqueKey(question)), one item a question) into the buckets (question-buckets.ts). Stages deployed before
 * the buckets hold their claims in the old items, and the rule "a question belongs to one entry" must keep them:
 * before an organization's first claim, release or plan in a process, its claims are made sure to be in buckets.
 *
 * The marker item (pk ORG#{org}#HelpQuestions, sk FORMAT) says it is done. Without it: the old items are read,
 * copied into the buckets with time 0 on the condition that the attribute is absent (a key already held is left as
 * it is, so two processes migrating at once are harmless: the copy is idempotent; a stale claim copied late, after
 * its entry was deleted, names an entry that no longer exists, and the normal stale-claim rule takes it over), then
 * deleted, then the marker is written. Only the positive answer is kept per process: a process
 * that saw no marker looks again next time.
 */
const LEGACY_TYPE = 'HelpQuestion';
const MARKER_SK = 'FORMAT';
const migrated = new Set<string>();

export const legacyClaimsPk = (organizationId: string) => `ORG#${organizationId}#${LEGACY_TYPE}`;
const markerKey = (organizationId: string) => ({
  pk: { S: questionBucketsPk(organizationId) },
  sk: { S: MARKER_SK },
});

interface LegacyClaim {
  pk: string;
  sk: string;
  HelpID: string;
}

/**
 * Copies one bucket's old claims, grouped, on the condition that the keys are free; a failed group key by key, where
 * a key already held (the same entry's, copied by another process, or another entry's since) stays as it is.
 */
async function copyInto(organizationId: string, bucket: string, claims: (QuestionSlot & { helpId: string })[]) {
  const copy = async (part: typeof claims): Promise<void> => {
    const names = Object.fromEntries(part.map((claim, index) => [`#k${index}`, claim.name]));
    const values = Object.fromEntries(part.map((claim, index) => [`:v${index}`, { S: `${claim.helpId}|0` }]));
    try {
      await dynamoCached().send(
        new UpdateItemCommand({
          TableName: tableName('Entities'),
          Key: { pk: { S: questionBucketsPk(organizationId) }, sk: { S: bucket } },
          UpdateExpression: `SET ${part.map((_, i) => `#k${i} = :v${i}`).join(', ')}`,
          ConditionExpression: part.map((_, i) => `attribute_not_exists(#k${i})`).join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      if (part.length > 1) await Promise.all(part.map((claim) => copy([claim])));
    }
  };
  await Promise.all(inParts(claims, KEYS_PER_UPDATE).map(copy));
}

async function migrate(organizationId: string) {
  const legacy = (await queryAll({
    TableName: tableName('Entities'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': legacyClaimsPk(organizationId) },
    ProjectionExpression: 'pk, sk, HelpID',
  })) as unknown as LegacyClaim[];
  const slots = legacy.map((claim) => ({ ...slotOfHash(claim.sk), helpId: claim.HelpID }));
  const buckets = groupBy(slots, (slot) => slot.bucket);
  await Promise.all([...buckets].map(([bucket, claims]) => copyInto(organizationId, bucket, claims)));
  const TableName = tableName('Entities');
  for (const part of inParts(legacy, 25)) {
    let pending: unknown[] | undefined = part.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    while (pending?.length) {
      const answer: BatchWriteCommandOutput = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [TableName]: pending as never } }),
      );
      pending = answer.UnprocessedItems?.[TableName];
    }
  }
  await dynamoCached().send(
    new PutItemCommand({
      TableName,
      Item: {
        ...markerKey(organizationId),
        Format: { S: QUESTION_BUCKETS_FORMAT },
        Migrated: { N: `${legacy.length}` },
      },
    }),
  );
}

/** Makes sure the organization's claims are in buckets (see above); once per organization and process. */
export async function ensureQuestionBuckets(organizationId: string) {
  if (migrated.has(organizationId)) return;
  const marker = await dynamoCached().send(
    new GetItemCommand({ TableName: tableName('Entities'), Key: markerKey(organizationId), ConsistentRead: true }),
  );
  if (!marker.Item) await migrate(organizationId);
  migrated.add(organizationId);
}

import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useStandIns } from '../../local/use-stand-ins';
import { dynamoCached, tableName } from '../../data/clients';
import { questionBucketKey, questionSlot } from './question-buckets';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/** The bucketed question claims on the real embedded DynamoDB (its conditions and item size limit are DynamoDB's). */
useStandIns();

const service = () => import('./question-claims-service');
const holders = async (organizationId: string, questions: string[]) =>
  (await import('./question-holders')).questionHolders(organizationId, questions);

/** `count` questions that fall in one bucket (the bucket of the first). */
function sameBucket(count: number, tag = randomUUID()) {
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const question = `Where is room ${i} of ${tag}?`;
    if (found.length === 0 || questionSlot(question).bucket === questionSlot(found[0]!).bucket) found.push(question);
  }
  return found;
}

/** A stored help entry (as EntityRepository stores it), so its claims are not stale. */
async function storedEntry(organizationId: string, helpId: string) {
  await dynamoCached().send(
    new PutItemCommand({
      TableName: tableName('Entities'),
      Item: { pk: { S: `ORG#${organizationId}#Help` }, sk: { S: helpId }, HelpID: { S: helpId }, Version: { N: '1' } },
    }),
  );
}

describe('claimMany and releaseQuestions', () => {
  it('claims 120 questions of one bucket for two entries in split updates; a release frees only its own', async () => {
    const { claimMany, releaseQuestions } = await service();
    const org = randomUUID();
    const [first, second] = [randomUUID(), randomUUID()];
    await Promise.all([storedEntry(org, first), storedEntry(org, second)]);
    const questions = sameBucket(120);
    const mine = questions.slice(0, 60);
    const theirs = questions.slice(60);
    expect(
      await claimMany(
        org,
        mine.map((question) => ({ helpId: first, question })),
      ),
    ).toEqual(mine.map(() => 'won'));
    const outcomes = await claimMany(org, [
      ...theirs.map((question) => ({ helpId: second, question })),
      { helpId: second, question: mine[0]!.toUpperCase() },
    ]);
    expect(outcomes).toEqual([...theirs.map(() => 'won'), 'held']);
    // Claiming again what an entry holds is won without a change (with one free question beside it).
    const again = await claimMany(org, [
      { helpId: first, question: mine[1]! },
      { helpId: first, question: `Free ${randomUUID()}` },
    ]);
    expect(again).toEqual(['won', 'won']);
    await releaseQuestions(org, first, [...mine, theirs[0]!]);
    const held = await holders(org, questions);
    expect(mine.map((question) => held.get(question))).toEqual(mine.map(() => undefined));
    expect(theirs.map((question) => held.get(question))).toEqual(theirs.map(() => second));
  });

  it('takes over a stale claim (old, its entry gone) but not a fresh one whose entry is still being written', async () => {
    const { claimMany } = await service();
    const org = randomUUID();
    const [gone, writing, taker] = [randomUUID(), randomUUID(), randomUUID()];
    const [staleQuestion, freshQuestion] = sameBucket(2);
    const slots = [questionSlot(staleQuestion!), questionSlot(freshQuestion!)];
    await claimMany(org, [{ helpId: writing, question: freshQuestion! }]);
    const bucket = questionBucketKey(org, slots[0]!.bucket);
    const { UpdateItemCommand } = await import('@aws-sdk/client-dynamodb');
    await dynamoCached().send(
      new UpdateItemCommand({
        TableName: tableName('Entities'),
        Key: { pk: { S: bucket.pk }, sk: { S: bucket.sk } },
        UpdateExpression: 'SET #k = :v',
        ExpressionAttributeNames: { '#k': slots[0]!.name },
        ExpressionAttributeValues: { ':v': { S: `${gone}|${Date.now() - 120_000}` } },
      }),
    );
    const outcomes = await claimMany(org, [
      { helpId: taker, question: staleQuestion! },
      { helpId: taker, question: freshQuestion! },
    ]);
    expect(outcomes).toEqual(['won', 'held']);
    const held = await holders(org, [staleQuestion!, freshQuestion!]);
    expect([...held.values()]).toEqual([taker, writing]);
  });

  it('answers full for a question whose bucket is at the 400 KB item limit, and claims elsewhere still work', async () => {
    const { claimMany, claimQuestions } = await service();
    const org = randomUUID();
    await claimMany(org, [{ helpId: randomUUID(), question: 'warm up' }]);
    const [question] = sameBucket(1);
    const bucket = questionBucketKey(org, questionSlot(question!).bucket);
    await dynamoCached().send(
      new PutItemCommand({
        TableName: tableName('Entities'),
        Item: { pk: { S: bucket.pk }, sk: { S: bucket.sk }, filler: { S: 'x'.repeat(409_500) } },
      }),
    );
    const helpId = randomUUID();
    let elsewhere = `Another question ${randomUUID()}`;
    while (questionSlot(elsewhere).bucket === bucket.sk) elsewhere = `Another question ${randomUUID()}`;
    expect(
      await claimMany(org, [
        { helpId, question: question! },
        { helpId, question: elsewhere },
      ]),
    ).toEqual(['full', 'won']);
    await expect(claimQuestions(org, randomUUID(), [question!])).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^ShortDescription: The organization holds as many help questions as it can/),
    });
    const after = await dynamoCached().send(
      new GetItemCommand({ TableName: tableName('Entities'), Key: { pk: { S: bucket.pk }, sk: { S: bucket.sk } } }),
    );
    expect(Object.keys(after.Item ?? {}).sort()).toEqual(['filler', 'pk', 'sk']);
  });
});

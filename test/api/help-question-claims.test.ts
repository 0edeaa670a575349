import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { messages, uniqueKey } from '@switchboard/shared';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionSlot } from '../../functions/src/services/help/question-buckets';
import { call, signIn, USERS } from './client';
import { addedHelp, allHelp, helpBody, type Body } from './help-fixtures';
import { foundingOwner } from './organization-people';
import { ENTITIES_TABLE, storedTables as stored } from './stored-tables';

/**
 * "A question belongs to one entry of the organization", held by claim buckets (many questions an item,
 * functions/src/services/help/question-buckets.ts): two entries' questions share a bucket and stay each their own;
 * parallel adds; the lazy migration of the old per-question claim items of stages deployed before the buckets.
 */
let platform: string;
let orgAdmin: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
  orgAdmin = await signIn(USERS.orgAdmin);
});

const TableName = ENTITIES_TABLE;

/** `count` questions that fall in one claim bucket. */
function sameBucket(count: number) {
  const tag = randomUUID().slice(0, 8);
  const found: string[] = [];
  for (let i = 0; found.length < count; i++) {
    const question = `Which desk is number ${i} on floor ${tag}?`;
    if (found.length === 0 || questionSlot(question).bucket === questionSlot(found[0]!).bucket) found.push(question);
  }
  return found;
}

describe('question claims in buckets', () => {
  it('keeps two entries’ questions of one bucket apart: deleting one entry frees only its own', async () => {
    const [mine, theirs] = sameBucket(2);
    const first = await addedHelp(orgAdmin, helpBody({ ShortDescription: mine }));
    const second = await addedHelp(orgAdmin, helpBody({ ShortDescription: theirs }));
    const removed = await call('DeleteHelp', { cookie: orgAdmin, body: first });
    expect(removed).toMatchObject({ status: 200, body: 'Success' });
    const taken = await call('AddHelp', {
      cookie: orgAdmin,
      body: helpBody({ ShortDescription: theirs!.toUpperCase() }),
    });
    expect(taken).toMatchObject({ status: 409, body: messages.msg_help_question_exists });
    const freed = await addedHelp(orgAdmin, helpBody({ ShortDescription: mine }));
    const listed = (await allHelp(orgAdmin)).filter((e) => [mine, theirs].includes(e.ShortDescription as string));
    expect(listed.map((e) => e.HelpID).sort()).toEqual([second.HelpID, freed.HelpID].sort());
  });

  it('stores one entry of 20 parallel adds of one question; the others answer 409', async () => {
    const question = `Who signs the parking permits ${randomUUID().slice(0, 8)}?`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('AddHelp', { cookie: orgAdmin, body: helpBody({ ShortDescription: question }) }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect((await allHelp(orgAdmin)).filter((e) => e.ShortDescription === question)).toHaveLength(1);
  });

  it('stores all 20 parallel adds of 20 questions that fall in one bucket', async () => {
    const questions = sameBucket(20);
    const answers = await Promise.all(
      questions.map((question) =>
        call<Body>('AddHelp', { cookie: orgAdmin, body: helpBody({ ShortDescription: question }) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(questions.map(() => 201));
    const listed = (await allHelp(orgAdmin)).map((e) => e.ShortDescription);
    expect(questions.filter((question) => listed.includes(question))).toEqual(questions);
  });
});

describe('the claims of a stage deployed before the buckets', () => {
  it('are moved into buckets on the organization’s first claim: its questions stay taken, the old items go', async () => {
    const { cookie, organizationId } = await foundingOwner(platform);
    // What the previous deployment stored: an entry and its question's claim item (pk …#HelpQuestion, one a question).
    const helpId = randomUUID();
    const question = `Where do I return my laptop ${randomUUID().slice(0, 8)}?`;
    const entry = { ...helpBody({ ShortDescription: question }), HelpID: helpId, OrganizationID: organizationId };
    await stored.send(
      new PutCommand({
        TableName,
        Item: { pk: `ORG#${organizationId}#Help`, sk: helpId, ...entry, Version: 1, Active: true },
      }),
    );
    const oldPk = `ORG#${organizationId}#HelpQuestion`;
    await stored.send(
      new PutCommand({
        TableName,
        Item: {
          pk: oldPk,
          sk: createHash('sha256').update(uniqueKey(question)).digest('hex'),
          HelpID: helpId,
          Question: question,
        },
      }),
    );
    const again = await call('AddHelp', {
      cookie,
      body: helpBody({ ShortDescription: ` ${question.toLowerCase()} ` }),
    });
    expect(again).toMatchObject({ status: 409, body: messages.msg_help_question_exists });
    const fresh = await call<Body>('AddHelp', { cookie, body: helpBody() });
    expect(fresh.status).toBe(201);
    const old = await stored.send(
      new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': oldPk } }),
    );
    expect(old.Items).toEqual([]);
    const marker = await stored.send(
      new GetCommand({ TableName, Key: { pk: `ORG#${organizationId}#HelpQuestions`, sk: 'FORMAT' } }),
    );
    expect(marker.Item).toMatchObject({ Format: 'buckets-64', Migrated: 1 });
    // The migrated claim is the entry's: an update of that entry keeps its question, another entry still cannot take it.
    const other = fresh.body;
    const moved = await call('UpdateHelp', { cookie, body: { ...other, ShortDescription: question } });
    expect(moved).toMatchObject({ status: 409, body: messages.msg_help_question_exists });
  });
});

import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { messages } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from './client';
import { joinRuntime } from './in-process';
import { foundingOwner } from './organization-people';
import { addedTest, definition, relay, testBody, upload, type Body } from './skill-test-fixtures';
import { ENTITIES_TABLE, storedTables as stored } from './stored-tables';

/**
 * Issue 29 item 7: an uploaded definition file that no test record names (its test was never saved, or an edit
 * named another file) is removed once its day of grace has passed, and its bytes leave the organization's count; a
 * file a test names stays. The runtime's sweep looks every half second (global-setup.ts); the test makes a file due
 * by moving its watch item's moment back (no day waited for).
 */
const TableName = ENTITIES_TABLE;
const watchKey = (organizationId: string, url: string) => ({ pk: `ORG#${organizationId}#UploadedFile`, sk: url });

const dueNow = (organizationId: string, url: string) =>
  stored.send(
    new UpdateCommand({
      TableName,
      Key: watchKey(organizationId, url),
      UpdateExpression: 'SET typeSk = :past',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
const watched = async (organizationId: string, url: string) =>
  (await stored.send(new GetCommand({ TableName, Key: watchKey(organizationId, url), ConsistentRead: true }))).Item;
const storedBytes = async (organizationId: string) =>
  Number(
    (
      await stored.send(
        new GetCommand({
          TableName,
          Key: { pk: `ORG#${organizationId}#UploadBytes`, sk: 'TOTAL' },
          ConsistentRead: true,
        }),
      )
    ).Item?.Bytes ?? 0,
  );

let platform: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

const uploaded = async (cookie: string, name: string, content: unknown) => {
  const answer = await upload(cookie, name, JSON.stringify(content));
  expect(answer.status).toBe(200);
  return answer.body.split('|')[1]!;
};
/** What a user sees of a file that is gone: a test naming it is refused. */
const refusedNaming = async (cookie: string, Url: string) =>
  (await relay('addSkillTest', cookie, { body: testBody({ TestDefinitionJson: '', Url }) })).message;
const definitionOf = async (cookie: string, test: Body) =>
  JSON.parse(
    String((await relay<Body>('GetTestJSONFromS3', cookie, { query: { id: String(test.Id) } })).body.JsonData),
  ) as unknown;

describe('uploaded files no test names', { timeout: 60_000 }, () => {
  it('go once due, with their bytes; a file a test names stays', async () => {
    const { cookie, organizationId } = await foundingOwner(platform);
    const orphanDefinition = definition([{ say: 'never saved', expect: { noMatch: true } }]);
    const orphan = await uploaded(cookie, 'never-saved.json', orphanDefinition);
    const orphanBytes = await storedBytes(organizationId);
    expect(orphanBytes).toBeGreaterThan(0);
    const kept = await uploaded(cookie, 'greetings.json', definition());
    const test = await addedTest(cookie, { TestDefinitionJson: '', Url: kept });
    const before = await storedBytes(organizationId);
    // Not due yet (a day of grace): both are still watched.
    expect(await watched(organizationId, orphan)).toBeDefined();

    await dueNow(organizationId, orphan);
    await dueNow(organizationId, kept);
    await expect.poll(() => watched(organizationId, orphan), { timeout: 30_000 }).toBeUndefined();
    await expect.poll(() => watched(organizationId, kept), { timeout: 30_000 }).toBeUndefined();

    expect(await refusedNaming(cookie, orphan)).toContain(messages.msg_skill_test_file_not_found);
    expect(await definitionOf(cookie, test)).toEqual(definition());
    expect(await storedBytes(organizationId)).toBe(before - orphanBytes);
  });

  it('a file an edit stopped naming goes at the next sweep', async () => {
    const { cookie, organizationId } = await foundingOwner(platform);
    const first = await uploaded(cookie, 'first.json', definition());
    const test = await addedTest(cookie, { TestDefinitionJson: '', Url: first });
    const secondDefinition = definition([{ say: 'second file', expect: { noMatch: true } }]);
    const second = await uploaded(cookie, 'second.json', secondDefinition);
    const edited = await relay<Body>('EditSkillTest', cookie, {
      body: {
        ...testBody({ Id: test.Id, Name: test.Name, TestDefinitionJson: '', Url: second }),
        Version: test.Version,
      },
    });
    expect(edited.status).toBe(200);

    await expect.poll(() => watched(organizationId, first), { timeout: 30_000 }).toBeUndefined();
    expect(await refusedNaming(cookie, first)).toContain(messages.msg_skill_test_file_not_found);
    expect(await definitionOf(cookie, test)).toEqual(secondDefinition);
  });

  it('a file stored before files were watched (and counted) is watched by the next sweep, then goes', async () => {
    const { cookie, organizationId } = await foundingOwner(platform);
    const kept = await uploaded(cookie, 'greetings.json', definition());
    await addedTest(cookie, { TestDefinitionJson: '', Url: kept });
    const keptBytes = await storedBytes(organizationId);
    const old = await uploaded(
      cookie,
      'older.json',
      definition([{ say: 'stored long ago', expect: { noMatch: true } }]),
    );
    const allBytes = await storedBytes(organizationId);
    // As before the watch items and the count: no watch item, its bytes not counted, the organization never recounted.
    await stored.send(new DeleteCommand({ TableName, Key: watchKey(organizationId, old) }));
    await stored.send(
      new UpdateCommand({
        TableName,
        Key: { pk: `ORG#${organizationId}#UploadBytes`, sk: 'TOTAL' },
        UpdateExpression: 'SET Bytes = :kept REMOVE typePk, typeSk, ReservedAt',
        ExpressionAttributeValues: { ':kept': keptBytes },
      }),
    );

    await expect.poll(() => watched(organizationId, old), { timeout: 30_000 }).toBeDefined();
    // Watched from that sweep on, with a day of grace like any upload; the count is what the files hold.
    expect(Date.parse(String((await watched(organizationId, old))!.typeSk))).toBeGreaterThan(Date.now() + 3_600_000);
    expect(await storedBytes(organizationId)).toBe(allBytes);

    await dueNow(organizationId, old);
    await expect.poll(() => watched(organizationId, old), { timeout: 30_000 }).toBeUndefined();
    expect(await refusedNaming(cookie, old)).toContain(messages.msg_skill_test_file_not_found);
    expect(await storedBytes(organizationId)).toBe(keptBytes);
  });

  it('an upload counted but not yet in the bucket keeps its bytes through the recount, then the files decide', async () => {
    const { organizationId } = await foundingOwner(platform);
    await joinRuntime();
    const { reserveBytes } = await import('../../functions/src/services/skill-tests/upload-quota');
    const { backfillUnwatchedFiles } = await import('../../functions/src/services/skill-tests/unwatched-files');
    const counter = { pk: `ORG#${organizationId}#UploadBytes`, sk: 'TOTAL' };
    // A write between its reservation and its PutObject (definition-files.ts): counted, not in the bucket yet, in an
    // organization not recounted yet (the runtime's own sweep may have recounted the new one already).
    await reserveBytes(organizationId, 1_000);
    await stored.send(new UpdateCommand({ TableName, Key: counter, UpdateExpression: 'REMOVE typePk, typeSk' }));
    await backfillUnwatchedFiles();
    expect(await storedBytes(organizationId)).toBe(1_000);

    // Once no write can still be under way (the longest a Lambda runs), the files in the bucket are the count.
    await stored.send(
      new UpdateCommand({
        TableName,
        Key: counter,
        UpdateExpression: 'SET ReservedAt = :old',
        ExpressionAttributeValues: { ':old': Date.now() - 16 * 60_000 },
      }),
    );
    await backfillUnwatchedFiles();
    expect(await storedBytes(organizationId)).toBe(0);
  });
});

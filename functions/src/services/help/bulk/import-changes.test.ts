import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredHelp } from './batch-reads';
import { importChanges, recordChanges, type ImportChange } from './import-changes';

process.env.TABLE_ENTITIES = 'entities';
const dynamo = mockClient(DynamoDBDocumentClient);
/** What the puts stored, answered by the Query in sort-key order (as DynamoDB does). */
let items: Record<string, unknown>[] = [];
beforeEach(() => {
  dynamo.reset();
  items = [];
  dynamo.on(PutCommand).callsFake((input: { Item: Record<string, unknown> }) => {
    items.push(input.Item);
    return {};
  });
  dynamo.on(QueryCommand).callsFake(() => ({
    Items: [...items].sort((a, b) => String(a.sk).localeCompare(String(b.sk))),
  }));
});

const entry = (id: string, answer: string): StoredHelp =>
  ({ HelpID: id, ShortDescription: `Question ${id}`, LongDescription: answer, Version: 3 }) as unknown as StoredHelp;
const added = (id: string, after = 1): ImportChange => ({ HelpID: id, Kind: 'added', AfterVersion: after });

describe("an import's undo record", () => {
  it('is one item for a chunk, its changes read back as recorded', async () => {
    const changes = [added('a'), { HelpID: 'b', Kind: 'changed' as const, AfterVersion: 4, Before: entry('b', 'Old') }];
    await recordChanges('org', 'imp', changes);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ pk: 'ORG#org#HelpImport#imp', expiresAt: expect.any(Number) as unknown });
    expect(await importChanges('org', 'imp')).toEqual(changes);
  });

  it('keeps the first kind and before image of an entry a later chunk touches again; only AfterVersion moves', async () => {
    await recordChanges('org', 'imp', [added('a'), { HelpID: 'k', Kind: 'kept', AfterVersion: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await recordChanges('org', 'imp', [
      { HelpID: 'a', Kind: 'changed', AfterVersion: 2, Before: entry('a', 'x') },
      { HelpID: 'k', Kind: 'changed', AfterVersion: 4, Before: entry('k', 'Before') },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await recordChanges('org', 'imp', [{ HelpID: 'k', Kind: 'kept', AfterVersion: 0 }]);
    expect(await importChanges('org', 'imp')).toEqual([
      added('a', 2),
      { HelpID: 'k', Kind: 'changed', AfterVersion: 4, Before: entry('k', 'Before') },
    ]);
  });

  it('splits a chunk whose compressed changes pass 350 KB over several items, read back whole', async () => {
    // Answers of random text barely compress: 500 of 1 KB are ~650 KB gzipped.
    const changes = Array.from({ length: 500 }, (_, index) => ({
      HelpID: `e${index}`,
      Kind: 'changed' as const,
      AfterVersion: 4,
      Before: entry(`e${index}`, randomBytes(768).toString('base64')),
    }));
    await recordChanges('org', 'imp', changes);
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect((item.Changes as Buffer).length).toBeLessThanOrEqual(350_000);
    expect(await importChanges('org', 'imp')).toEqual(changes);
  });

  it('still reads a record of the earlier shape, one item an entry', async () => {
    items.push({ pk: 'ORG#org#HelpImport#imp', sk: 'a', HelpID: 'a', Kind: 'added', AfterVersion: 1 });
    items.push({
      pk: 'ORG#org#HelpImport#imp',
      sk: 'b',
      HelpID: 'b',
      Kind: 'deleted',
      AfterVersion: 3,
      Before: entry('b', 'B'),
    });
    expect(await importChanges('org', 'imp')).toEqual([
      added('a'),
      { HelpID: 'b', Kind: 'deleted', AfterVersion: 3, Before: entry('b', 'B') },
    ]);
  });
});

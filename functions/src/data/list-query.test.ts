import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_LIST_ITEMS } from '@switchboard/shared';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryList } from './list-query';

const dynamo = mockClient(DynamoDBDocumentClient);
const query = { TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'P' } };
const shape = { attributes: ['pk', 'sk'], fixed: { pk: 'P' } };
const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ pk: 'P', sk: String(from + i).padStart(5, '0'), n: from + i }));
const cursorOf = (key: object) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('queryList', () => {
  beforeEach(() => dynamo.reset());

  it('answers a page of PageSize and the cursor of its last item, reading one more to know there is a next', async () => {
    dynamo.on(QueryCommand).resolves({ Items: items(0, 3), LastEvaluatedKey: { pk: 'P', sk: '00002' } });
    const page = await queryList(query, shape, { pageSize: 2 });
    expect(page.items.map((item) => item.n)).toEqual([0, 1]);
    expect(page.nextCursor).toBe(cursorOf({ pk: 'P', sk: '00001' }));
    expect(page.truncated).toBe(false);
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.Limit).toBe(3);
  });

  it('gives no cursor with the last page, even when DynamoDB stopped exactly at its end', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: items(0, 2), LastEvaluatedKey: { pk: 'P', sk: '00001' } })
      .resolves({ Items: [] });
    const page = await queryList(query, shape, { pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toBeUndefined();
  });

  it('starts after the cursor it gave out, and refuses one of another partition or shape', async () => {
    dynamo.on(QueryCommand).resolves({ Items: items(2, 1) });
    await queryList(query, shape, { pageSize: 2, cursor: cursorOf({ pk: 'P', sk: '00001' }) });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExclusiveStartKey).toEqual({ pk: 'P', sk: '00001' });
    for (const cursor of [
      cursorOf({ pk: 'OTHER', sk: '00001' }),
      cursorOf({ pk: 'P', sk: '00001', typePk: 'x' }),
      cursorOf({ pk: 'P', sk: 1 }),
      'not json',
    ]) {
      await expect(queryList(query, shape, { pageSize: 2, cursor })).rejects.toMatchObject({
        kind: 'invalid',
        message: 'Cursor: is not a cursor this list gave out',
      });
    }
  });

  it('reads page after page without a PageSize, and past MAX_LIST_ITEMS says it stopped there', async () => {
    let served = 0;
    dynamo.on(QueryCommand).callsFake((input: { Limit: number }) => {
      const batch = items(served, Math.min(input.Limit, 700));
      served += batch.length;
      return { Items: batch, LastEvaluatedKey: batch.at(-1) };
    });
    const listing = await queryList(query, shape, {});
    expect(listing.items).toHaveLength(MAX_LIST_ITEMS);
    expect(listing.truncated).toBe(true);
    expect(listing.nextCursor).toBe(cursorOf({ pk: 'P', sk: String(MAX_LIST_ITEMS - 1).padStart(5, '0') }));
  });
});

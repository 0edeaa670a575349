import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityRepository } from './entity-repository';

process.env.TABLE_ENTITIES = 'entities';
const dynamo = mockClient(DynamoDBDocumentClient);
const conditionFailed = Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });
const repository = new EntityRepository<{ Name: string }>('Thing');
const scope = { organizationId: 'org-1' };

describe('EntityRepository', () => {
  beforeEach(() => dynamo.reset());

  it('keys records by organization and type and strips the keys on read', async () => {
    dynamo.on(GetCommand).resolves({ Item: { pk: 'ORG#org-1#Thing', sk: 'a', Name: 'A', Version: 3 } });
    expect(await repository.get(scope, 'a')).toEqual({ Name: 'A', Version: 3 });
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ pk: 'ORG#org-1#Thing', sk: 'a' });
  });

  it('answers exists when the id is taken', async () => {
    dynamo.on(PutCommand).rejects(conditionFailed);
    await expect(repository.create(scope, 'a', { Name: 'A' })).rejects.toMatchObject({ kind: 'exists' });
  });

  it('refuses a stale version without writing', async () => {
    dynamo.on(GetCommand).resolves({ Item: { pk: 'p', sk: 'a', Name: 'A', Version: 2 } });
    await expect(repository.replace(scope, 'a', { Name: 'B' }, 1)).rejects.toMatchObject({ kind: 'conflict' });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('writes the next version on the condition that nobody wrote meanwhile', async () => {
    dynamo.on(GetCommand).resolves({ Item: { pk: 'p', sk: 'a', Name: 'A', Version: 2 } });
    dynamo.on(PutCommand).resolves({});
    expect(await repository.replace(scope, 'a', { Name: 'B' }, 2)).toEqual({ Name: 'B', Version: 3 });
    const input = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(input.ConditionExpression).toBe('attribute_exists(pk) AND Version = :version');
    expect(input.ExpressionAttributeValues).toEqual({ ':version': 2 });
  });

  it('tells a lost race (conflict) from a missing record (notFound) on delete', async () => {
    dynamo.on(DeleteCommand).rejects(conditionFailed);
    dynamo.on(GetCommand).resolves({});
    await expect(repository.delete(scope, 'a')).rejects.toMatchObject({ kind: 'notFound' });
    dynamo.on(GetCommand).resolves({ Item: { pk: 'p', sk: 'a', Name: 'A', Version: 5 } });
    await expect(repository.delete(scope, 'a', 4)).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('reads every page of a scope with all(), however many there are: none is cut silently', async () => {
    const pages = [0, 1, 2].map((page) =>
      Array.from({ length: 1000 }, (_, i) => ({ pk: 'ORG#org-1#Thing', sk: `${page}-${i}`, Name: 'n', Version: 1 })),
    );
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: pages[0], LastEvaluatedKey: { pk: 'ORG#org-1#Thing', sk: '0-999' } })
      .resolvesOnce({ Items: pages[1], LastEvaluatedKey: { pk: 'ORG#org-1#Thing', sk: '1-999' } })
      .resolves({ Items: pages[2] });
    expect(await repository.all(scope)).toHaveLength(3000);
  });

  it('lists an ordered type through its InOrder index, highest key first, and writes that key with the record', async () => {
    const ordered = new EntityRepository<{ Day: string }>('Dated', { inOrder: (item, id) => `${item.Day}#${id}` });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await ordered.create(scope, 'a', { Day: '2026-01-02' });
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ orderSk: '2026-01-02#a' });
    await ordered.list(scope, { pageSize: 10 });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'InOrder',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'ORG#org-1#Dated' },
    });
  });
});

import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_CLAIM_SECONDS } from './claim-clock';
import { uniqueNames } from './unique-name';

process.env.TABLE_CATALOGUE = 'catalogue';
const dynamo = mockClient(DynamoDBDocumentClient);
const conditionFailed = Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException' });
const now = () => Math.floor(Date.now() / 1000);
const partition = 'UNIQUE#TeamName#platform';
const marker = { pk: partition, sk: 'BACKFILLED#SKELETON' };

/** Names stored in records (id → name); the rule reads them as its records. */
let stored: Record<string, string>;
const names = uniqueNames({
  kind: 'TeamName',
  table: 'Catalogue',
  nameOf: async (_scope, id) => stored[id],
  records: async () => Object.entries(stored).map(([id, name]) => ({ id, name })),
  taken: (existing) => `Name: ${existing} is taken.`,
});

const claimPuts = () => dynamo.commandCalls(PutCommand).filter((c) => c.args[0].input.Item?.sk !== marker.sk);

/** The claim of `key` is held by `owner` (spelled `name`) since `claimedAt`; the scope is backfilled. */
function held(key: string, owner: string, name: string, claimedAt: number) {
  dynamo.on(GetCommand, { Key: marker }).resolves({ Item: { ...marker, DoneAt: 1 } });
  dynamo
    .on(GetCommand, { Key: { pk: partition, sk: `SKELETON#${key}` } })
    .resolves({ Item: { OwnerID: owner, Name: name, ClaimedAt: claimedAt } });
  dynamo.on(PutCommand).rejectsOnce(conditionFailed).resolves({});
}

describe('unique names held by claim items', () => {
  beforeEach(() => {
    dynamo.reset();
    stored = {};
  });

  it("claims the name's skeleton (NFKC, case, spaces, look-alikes: m as rn) with a conditional write, then writes the record", async () => {
    dynamo.on(GetCommand, { Key: marker }).resolves({ Item: marker });
    dynamo.on(PutCommand).resolves({});
    const write = vi.fn(async () => 'written');
    expect(await names.create('platform', '  Ｓｔｒａßｅ   Team ', 'new', write)).toBe('written');
    expect(claimPuts()[0]!.args[0].input).toMatchObject({
      Item: { pk: partition, sk: 'SKELETON#strasse tearn', OwnerID: 'new', Name: '  Ｓｔｒａßｅ   Team ' },
      ConditionExpression: 'attribute_not_exists(pk) OR OwnerID = :owner',
      ExpressionAttributeValues: { ':owner': 'new' },
    });
    expect(write).toHaveBeenCalledOnce();
  });

  it('refuses a name another record holds, naming it as that record spells it, and writes nothing', async () => {
    stored = { old: 'Straße Team' };
    held('strasse tearn', 'old', 'Straße Team', now() - 3600);
    const write = vi.fn();
    await expect(names.create('platform', 'STRASSE TEAM', 'new', write)).rejects.toMatchObject({
      kind: 'exists',
      message: 'Name: Straße Team is taken.',
    });
    expect(write).not.toHaveBeenCalled();
  });

  it('takes over, conditionally, a claim that is old and whose record is gone or renamed', async () => {
    const claimedAt = now() - STALE_CLAIM_SECONDS - 1;
    held('tearn', 'old', 'Team', claimedAt);
    await names.create('platform', 'Team', 'new', async () => undefined);
    expect(claimPuts()[1]!.args[0].input).toMatchObject({
      Item: { OwnerID: 'new' },
      ConditionExpression: 'OwnerID = :owner AND ClaimedAt = :claimedAt',
      ExpressionAttributeValues: { ':owner': 'old', ':claimedAt': claimedAt },
    });
  });

  it('does not take over a young claim: its create may still be writing the record', async () => {
    held('tearn', 'old', 'Team', now() - 5);
    await expect(names.create('platform', 'Team', 'new', async () => undefined)).rejects.toMatchObject({
      kind: 'exists',
    });
    expect(claimPuts()).toHaveLength(1);
  });

  it('releases the claim when the record cannot be written', async () => {
    dynamo.on(GetCommand, { Key: marker }).resolves({ Item: marker });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    const failing = () => Promise.reject(new Error('write failed'));
    await expect(names.create('platform', 'Team', 'new', failing)).rejects.toThrow('write failed');
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { pk: partition, sk: 'SKELETON#tearn' },
      ConditionExpression: 'OwnerID = :owner',
      ExpressionAttributeValues: { ':owner': 'new' },
    });
  });

  it('gives the records stored before the claims theirs on first use of a scope, then marks it', async () => {
    stored = { a: 'Sales', b: 'Support' };
    dynamo.on(GetCommand).resolves({});
    dynamo.on(PutCommand).resolves({});
    await names.create('platform', 'Marketing', 'c', async () => undefined);
    const puts = dynamo.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(puts).toEqual([
      expect.objectContaining({ sk: 'SKELETON#sales', OwnerID: 'a' }),
      expect.objectContaining({ sk: 'SKELETON#support', OwnerID: 'b' }),
      expect.objectContaining({ sk: marker.sk }),
      expect.objectContaining({ sk: 'SKELETON#rnarketing', OwnerID: 'c' }),
    ]);
  });

  it('renames by claiming the new name, writing, then releasing the old; the same name is not claimed again', async () => {
    dynamo.on(GetCommand, { Key: marker }).resolves({ Item: marker });
    dynamo.on(PutCommand).resolves({});
    dynamo.on(DeleteCommand).resolves({});
    const from = { scope: 'platform', name: 'Sales' };
    await names.rename('a', from, { scope: 'platform', name: 'SALES ' }, async () => undefined);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    await names.rename('a', from, { scope: 'platform', name: 'Revenue' }, async () => undefined);
    expect(claimPuts()[0]!.args[0].input.Item).toMatchObject({ sk: 'SKELETON#revenue', OwnerID: 'a' });
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input.Key).toEqual({ pk: partition, sk: 'SKELETON#sales' });
  });
});

import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startStandIns } from './standins';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-upgrade-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a kept local table made before an index existed', () => {
  it('gets the index at the next start, with every item kept', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    let standIns = await startStandIns(dataDir);
    const name = process.env.TABLE_ENTITIES!;
    const client = new DynamoDBClient({});
    // The Entities table as it was made before InOrder: ByType only, holding one record.
    await client.send(new DeleteTableCommand({ TableName: name }));
    const waiting = { client, maxWaitTime: 60, minDelay: 1, maxDelay: 1 };
    await waitUntilTableNotExists(waiting, { TableName: name });
    const keys = ['pk', 'sk', 'typePk', 'typeSk'].map((AttributeName) => ({
      AttributeName,
      AttributeType: 'S' as const,
    }));
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keys,
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'ByType',
            KeySchema: [
              { AttributeName: 'typePk', KeyType: 'HASH' },
              { AttributeName: 'typeSk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    await waitUntilTableExists(waiting, { TableName: name });
    const record = { pk: 'ORG#o#Invoice', sk: 'i', Amount: 5, Version: 1 };
    await DynamoDBDocumentClient.from(client).send(new PutCommand({ TableName: name, Item: record }));
    client.destroy();
    await standIns.close();

    standIns = await startStandIns(dataDir);
    const again = new DynamoDBClient({});
    const { Table } = await again.send(new DescribeTableCommand({ TableName: name }));
    expect(Table!.GlobalSecondaryIndexes!.map((index) => index.IndexName).sort()).toEqual(['ByType', 'InOrder']);
    const kept = await DynamoDBDocumentClient.from(again).send(
      new GetCommand({ TableName: name, Key: { pk: record.pk, sk: record.sk } }),
    );
    expect(kept.Item).toEqual(record);
    expect(process.stdout.write).toHaveBeenCalledWith(
      expect.stringContaining('added the index InOrder (1 items kept)'),
    );
    again.destroy();
    await standIns.close();
  });
});

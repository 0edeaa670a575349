import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableEnvVar, tables, type TableDef } from '@switchboard/shared';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import S3rver from 's3rver';
import s3rverAccount from 's3rver/lib/models/account.js';
import { startSecretsEmulator } from './secrets-emulator';
import { missingIndexes, remakeWithIndexes } from './table-upgrade';

export const FILES_BUCKET = 'switchboard-files';

export interface StandIns {
  close(): Promise<void>;
}

/** Creates the table, or upgrades a kept one that lacks an index defined since (see table-upgrade.ts). */
async function ensureTable(client: DynamoDBClient, name: string, def: TableDef): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const missing = missingIndexes(Table!, def);
    if (missing.length) {
      const count = await remakeWithIndexes(client, name, () => createTable(client, name, def));
      process.stdout.write(
        `Upgraded the local table ${name}: added the index ${missing.join(', ')} (${count} items kept).\n`,
      );
    }
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    await createTable(client, name, def);
  }
}

async function createTable(client: DynamoDBClient, name: string, def: TableDef): Promise<void> {
  const attributes = new Set([
    def.partitionKey,
    def.sortKey,
    ...def.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: def.partitionKey, KeyType: 'HASH' },
        { AttributeName: def.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: def.indexes.length
        ? def.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }))
        : undefined,
    }),
  );
}

export interface StandInEndpoints {
  dynamodb: string;
  s3: string;
  secretsManager: string;
}

/**
 * Points the real AWS SDK clients of this process at running stand-ins (the standard AWS_ENDPOINT_URL_* variables)
 * and names the tables and bucket: a second process on the same stand-ins (the API tests' in-process handlers)
 * calls it with the endpoints the runtime printed.
 */
export function pointAtStandIns(endpoints: StandInEndpoints): void {
  Object.assign(process.env, {
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: endpoints.secretsManager,
    AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
    AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
    S3_FORCE_PATH_STYLE: 'true',
    FILES_BUCKET,
    BUCKET_FILES: FILES_BUCKET,
    SECRETS_PREFIX: 'switchboard/local/',
  });
  for (const def of Object.values(tables)) process.env[tableEnvVar(def.key)] ??= `switchboard-${def.key.toLowerCase()}`;
}

/**
 * Starts dynalite, s3rver and the Secrets Manager emulator on loopback ports, and points the real AWS SDK clients
 * at them through the standard environment (AWS_ENDPOINT_URL_*), so services run unchanged.
 */
export async function startStandIns(dataDir: string | undefined): Promise<StandIns> {
  if (dataDir) for (const part of ['dynamodb', 's3', 'secrets']) mkdirSync(join(dataDir, part), { recursive: true });
  const dynamo = new Worker(new URL('./dynalite-worker.mjs', import.meta.url), {
    workerData: { path: dataDir ? join(dataDir, 'dynamodb') : undefined },
  });
  const dynamoPort = await new Promise<number>((resolve, reject) => {
    dynamo.once('message', (message: { port: number }) => resolve(message.port));
    dynamo.once('error', reject);
  });

  const s3Directory = dataDir ? join(dataDir, 's3') : mkdtempSync(join(tmpdir(), 'switchboard-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Directory,
    silent: true,
    configureBuckets: [{ name: FILES_BUCKET }],
  });
  const s3Address = await s3.run();
  // s3rver knows one key pair (S3RVER); the stand-ins sign every AWS call with the key "local", so it learns that one.
  s3rverAccount.DUMMY_ACCOUNT.createKeyPair('local', 'local');

  const secrets = await startSecretsEmulator(dataDir ? join(dataDir, 'secrets') : undefined);

  pointAtStandIns({
    dynamodb: `http://127.0.0.1:${dynamoPort}`,
    s3: `http://127.0.0.1:${s3Address.port}`,
    secretsManager: secrets.url,
  });

  const client = new DynamoDBClient({});
  for (const def of Object.values(tables)) await ensureTable(client, process.env[tableEnvVar(def.key)]!, def);
  client.destroy();

  return {
    async close() {
      await new Promise((resolve) => {
        dynamo.once('message', resolve);
        dynamo.postMessage('close');
      });
      await dynamo.terminate();
      await s3.close();
      await new Promise((resolve) => secrets.server.close(resolve));
      if (!dataDir) rmSync(s3Directory, { recursive: true, force: true });
    },
  };
}

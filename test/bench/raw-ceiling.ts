/**
 * The ceiling the DynamoDB stand-in sets (npm run bench:raw-ceiling; not part of npm run bench): GetInvoices' raw
 * Query (50 invoices), 50 at a time for 10 s with no HTTP runtime in between, as queries per second. No runtime can
 * serve a list call faster than its stand-in answers the Query behind it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { benchInvoice } from './in-process-runtime';

const CONCURRENCY = 50;
const SECONDS = 10;
const ORG = randomUUID();

Object.assign(process.env, { STAGE: 'local', SECURE_COOKIES: 'false', LOG_LEVEL: 'error' });
const { startStandIns } = await import('../../functions/src/local/standins');
const standIns = await startStandIns(undefined);
const { dynamo, tableName } = await import('../../functions/src/data/clients');
const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
// Stored as an invoice is (its fields, its three index keys), read as GetInvoices reads them: the InOrder index,
// newest first, with its Limit (list-overhead.ts checks that shape against the Query the service sends).
for (let i = 0; i < 50; i++) {
  const id = randomUUID();
  const order = `2026-10-01#${new Date().toISOString()}#${id}`;
  await dynamo().send(
    new PutCommand({
      TableName: tableName('Entities'),
      Item: {
        pk: `ORG#${ORG}#Invoice`,
        sk: id,
        typePk: 'TYPE#Invoice',
        typeSk: order,
        orderSk: order,
        InvoiceID: id,
        OrganizationID: ORG,
        OrganizationName: 'Bench Organization',
        ...benchInvoice(i),
        CreatedBy: 'org.admin@example.com',
        DateLastUpdated: new Date().toISOString(),
        Version: 1,
      },
    }),
  );
}
const query = () =>
  dynamo().send(
    new QueryCommand({
      TableName: tableName('Entities'),
      IndexName: 'InOrder',
      ScanIndexForward: false,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${ORG}#Invoice` },
      Limit: 1000,
    }),
  );
let done = 0;
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < until) {
      await query();
      done++;
    }
  }),
);
console.log(JSON.stringify({ concurrency: CONCURRENCY, queriesPerSecond: Math.round(done / SECONDS) }));
await standIns.close();
process.exit(0);

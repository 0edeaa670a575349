/**
 * DESIGN §9: "a list call over HTTP on the local runtime ≤ 1.3× the raw DynamoDB Query it performs (one
 * connection, interleaved in one run)". Run by test/bench/run.ts in a child process: it starts the local runtime
 * in-process (so the raw Query reaches the same DynamoDB stand-in), then alternates GetInvoices over one keep-alive
 * connection with the Query it performs, and prints the medians as JSON.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_ORG, startInProcessRuntime } from './in-process-runtime';

const ROUNDS = 400;

const runtime = await startInProcessRuntime();
const { send } = runtime;
const { dynamo, tableName } = await import('../../functions/src/data/clients');
const signedIn = await runtime.signIn('org.admin@example.com');
for (let i = 0; i < 50; i++) {
  const body = {
    Paymentmethod: 'Cheque',
    Currency: 'USD',
    Amount: i,
    Status: 'Issued',
    InvoiceCreatedDate: '01/10/2026',
    InvoiceDueDate: '01/11/2026',
  };
  await send('/SetupProcessEntity/PostInvoice', 'POST', signedIn, JSON.stringify(body));
}
const query = () =>
  dynamo().send(
    new QueryCommand({
      TableName: tableName('Entities'),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${DEMO_ORG}#Invoice` },
      Limit: 500,
    }),
  );

const http: number[] = [];
const raw: number[] = [];
for (let round = 0; round < ROUNDS + 50; round++) {
  let started = performance.now();
  const answer = await send('/SetupProcessEntity/GetInvoices', 'GET', signedIn);
  if (answer.status !== 200) throw new Error(`GetInvoices answered ${answer.status}`);
  const httpMs = performance.now() - started;
  started = performance.now();
  await query();
  const rawMs = performance.now() - started;
  if (round >= 50) {
    http.push(httpMs);
    raw.push(rawMs);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
process.stdout.write(`${JSON.stringify({ http: median(http), raw: median(raw) })}\n`);
await runtime.close();
process.exit(0);

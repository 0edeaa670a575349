/**
 * DESIGN §9: "a list call over HTTP on the local runtime ≤ 1.3× the raw DynamoDB Query it performs (one
 * connection, interleaved in one run)". Run by test/bench/run.ts in a child process: it starts the local runtime
 * in-process (so the raw Query reaches the same DynamoDB stand-in), then alternates GetInvoices over one keep-alive
 * connection with the Query it performs, and prints the medians as JSON.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';

const ROUNDS = 400;
const PASSWORD = 'Bench-Password-42!';
const DEMO_ORG = '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60';

Object.assign(process.env, {
  STAGE: 'local',
  MAIL_TRANSPORT: 'outbox',
  MAIL_FROM: 'bench@switchboard.local',
  MAIL_OUTBOX_DIR: '/tmp',
  CONSOLE_URL: 'http://localhost:3000',
  SECURE_COOKIES: 'false',
  LOG_LEVEL: 'error',
});
const { startStandIns } = await import('../../functions/src/local/standins');
const standIns = await startStandIns(undefined);
const { seed } = await import('../../functions/src/local/seed');
const { createLocalServer } = await import('../../functions/src/local/server');
const { dynamo, tableName } = await import('../../functions/src/data/clients');
await seed(PASSWORD);
const server = await createLocalServer('/nonexistent');
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function send(path: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cookie: response.headers['set-cookie']?.[0]?.split(';')[0] }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const login = await send(
  '/Auth/Login',
  'POST',
  headers,
  JSON.stringify({ Email: 'org.admin@example.com', Password: PASSWORD }),
);
const signedIn = { ...headers, cookie: login.cookie! };
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
agent.destroy();
server.close();
await standIns.close();
process.exit(0);

/**
 * What one AWS SDK call costs the calling thread, against the same request without the SDK (npx tsx
 * test/bench/sdk-call.ts; not part of npm run bench). A GetItem of the seeded admin's profile, to the same dynalite,
 * four ways interleaved: through the document client the repositories use (dynamo()), through the low-level client
 * (attribute values) with and without its cached middleware stack, and as a bare node:http POST of the same JSON
 * body over a keep-alive connection (no signing, no middleware: dynalite does not check signatures). Prints wall
 * time and this thread's CPU a call (the stand-in's own thread is not in it), a line a round.
 */
import { Agent, request } from 'node:http';
import { cpuOf } from './cpu';
import { startInProcessRuntime } from './in-process-runtime';

const CALLS = 1500;
const ROUNDS = 4;

const runtime = await startInProcessRuntime();
const { DynamoDBClient, GetItemCommand } = await import('@aws-sdk/client-dynamodb');
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
const { dynamo, tableName } = await import('../../functions/src/data/clients');

const TableName = tableName('Identity');
const key = { pk: 'USER#org.admin@example.com', sk: 'PROFILE' };
const attributeKey = { pk: { S: key.pk }, sk: { S: key.sk } };
const lowLevel = (cacheMiddleware: boolean) => {
  const client = new DynamoDBClient({ cacheMiddleware });
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};
const plain = lowLevel(false);
const cached = lowLevel(true);

const endpoint = new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB!);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const body = JSON.stringify({ TableName, Key: attributeKey, ConsistentRead: true });
const headers = {
  'content-type': 'application/x-amz-json-1.0',
  'x-amz-target': 'DynamoDB_20120810.GetItem',
  'x-amz-date': '20260101T000000Z',
  authorization:
    'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
  'content-length': String(Buffer.byteLength(body)),
};
const bare = () =>
  new Promise<unknown>((resolve, reject) => {
    const req = request(
      { host: endpoint.hostname, port: endpoint.port, method: 'POST', path: '/', agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString()) as { Item?: unknown };
          // An answer without the item (a refused request) would time the wrong thing.
          if (res.statusCode !== 200 || !answer.Item) reject(new Error(`bare GetItem answered ${res.statusCode}`));
          else resolve(answer);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });

const ways: Record<string, () => Promise<unknown>> = {
  'document client (dynamo())': () => dynamo().send(new GetCommand({ TableName, Key: key, ConsistentRead: true })),
  'low-level client': () => plain.send(new GetItemCommand({ TableName, Key: attributeKey, ConsistentRead: true })),
  'low-level, cached middleware': () =>
    cached.send(new GetItemCommand({ TableName, Key: attributeKey, ConsistentRead: true })),
  'bare HTTP, no SDK': bare,
};

for (let round = 1; round <= ROUNDS; round++) {
  for (const [name, call] of Object.entries(ways)) {
    for (let i = 0; i < 200; i++) await call();
    const cpu = cpuOf(process.pid).main;
    const started = performance.now();
    for (let i = 0; i < CALLS; i++) await call();
    const wall = (performance.now() - started) / CALLS;
    const thread = (1000 * (cpuOf(process.pid).main - cpu)) / CALLS;
    console.log(
      `round ${round}  ${name.padEnd(30)} wall ${wall.toFixed(3)} ms   calling thread's CPU ${thread.toFixed(3)} ms`,
    );
  }
}
agent.destroy();
await runtime.close();
process.exit(0);

/**
 * DESIGN §9: "a list call over HTTP on the local runtime ≤ 1.3× the raw DynamoDB Query it performs (one
 * connection, interleaved in one run)". Run by test/bench/run.ts in a child process: it starts the local runtime
 * in-process (so the raw Query reaches the same DynamoDB stand-in), catches the Query GetInvoices performs (its
 * index, order and Limit, as the service sends it), then alternates GetInvoices over one keep-alive connection with
 * that very Query, and prints the medians as JSON.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { startInProcessRuntime } from './in-process-runtime';

const ROUNDS = 400;

const runtime = await startInProcessRuntime();
const { send } = runtime;
const { dynamo } = await import('../../functions/src/data/clients');
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
const getInvoices = async () => {
  const answer = await send('/SetupProcessEntity/GetInvoices', 'GET', signedIn);
  if (answer.status !== 200) throw new Error(`GetInvoices answered ${answer.status}`);
};

/** The Query GetInvoices sends, caught on its way to the client (it must be its only one). */
async function performedQuery(): Promise<QueryCommandInput> {
  const client = dynamo();
  const send = client.send.bind(client);
  const performed: QueryCommandInput[] = [];
  client.send = ((command: unknown, ...rest: never[]) => {
    if (command instanceof QueryCommand) performed.push(command.input);
    return send(command as never, ...rest);
  }) as typeof client.send;
  try {
    await getInvoices();
  } finally {
    client.send = send;
  }
  if (performed.length !== 1) throw new Error(`GetInvoices performed ${performed.length} Queries, not one`);
  return performed[0]!;
}
const input = await performedQuery();
const query = () => dynamo().send(new QueryCommand(input));

const http: number[] = [];
const raw: number[] = [];
for (let round = 0; round < ROUNDS + 50; round++) {
  let started = performance.now();
  await getInvoices();
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
process.stdout.write(`${JSON.stringify({ http: median(http), raw: median(raw), query: input })}\n`);
await runtime.close();
process.exit(0);

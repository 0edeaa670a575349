/**
 * DESIGN §9 and issue 12: "a page of 50 usage logs as fast at 100,000 logs as at 1,000 (ratio ≤ 1.2)" and "every
 * write is a usage log without slowing the request noticeably". Run by test/bench/run.ts in a child process (like
 * list-overhead.ts): the local runtime in-process, one keep-alive connection, and prints the figures as JSON.
 * - p50 of PostInvoice with its usage log and without (the log switched off for alternate rounds, interleaved);
 * - p50 of a page of 50 (UserLogsByTimeZone through the relay, last 30 days, and with LogType) in an organization
 *   holding 1,000 logs and in one holding 100,000 (written straight into the Logs table in batches).
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { benchInvoice, DEMO_ORG, OTHER_ORG, startInProcessRuntime } from './in-process-runtime';
import { median } from './stats';

const WRITE_ROUNDS = 200;
const PAGE_ROUNDS = 100;

const runtime = await startInProcessRuntime();
const { send, signIn } = runtime;
const { dynamo, tableName } = await import('../../functions/src/data/clients');
const { logItem } = await import('../../functions/src/services/logs/logs-repository');
const { setUsageLogsForBenchmark } = await import('../../functions/src/services/logs/audit-context');
const demoAdmin = await signIn('org.admin@example.com');
const otherAdmin = await signIn('other.admin@example.org');

// 1. A write with and without its usage log, alternating.
const invoice = (amount: number) => JSON.stringify(benchInvoice(amount));
const withLog: number[] = [];
const withoutLog: number[] = [];
for (let round = 0; round < WRITE_ROUNDS + 20; round++) {
  const logged = round % 2 === 0;
  setUsageLogsForBenchmark(logged);
  const started = performance.now();
  const answer = await send('/SetupProcessEntity/PostInvoice', 'POST', demoAdmin, invoice(round));
  if (answer.status !== 201) throw new Error(`PostInvoice answered ${answer.status}`);
  if (round >= 20) (logged ? withLog : withoutLog).push(performance.now() - started);
}
setUsageLogsForBenchmark(true);

// 2. 100,000 logs in Demo Organization, 1,000 in Other Organization, spread over the last 30 days.
const types = ['Create', 'Update', 'Delete', 'SignIn'] as const;
async function fill(organizationId: string, count: number) {
  const now = Date.now();
  for (let at = 0; at < count; at += 25) {
    let batch = Array.from({ length: Math.min(25, count - at) }, (_, index) => {
      const n = at + index;
      const entry = {
        LogType: types[n % types.length]!,
        ModuleName: 'Invoice',
        LogText: `Bench log ${n}`,
        Email: 'bench@example.com',
        LogClient: '127.0.0.1; bench',
        EmployeeID: '',
        OrganizationID: organizationId,
        RecordType: 'Invoice',
        RecordID: `bench-${n % 500}`,
      };
      return { PutRequest: { Item: logItem(entry, 365, new Date(now - (n / count) * 30 * 86_400_000)) } };
    });
    while (batch.length) {
      const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName('Logs')]: batch } }));
      batch = (answer.UnprocessedItems?.[tableName('Logs')] ?? []) as typeof batch;
    }
  }
}
const filling = performance.now();
await fill(OTHER_ORG, 1_000);
await fill(DEMO_ORG, 100_000);
const fillSeconds = (performance.now() - filling) / 1000;

const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10);
const pagePath = (logType: string) => {
  const query = `LogType=${logType}&StartDateTime=${day(-30)}&EndDateTime=${day(0)}&TimezoneOffset=-60&PageSize=50`;
  return JSON.stringify({ RequestType: '/api/UserLogsByTimeZone', QueryString: query, Method: 'GET' });
};
const small: number[] = [];
const large: number[] = [];
const smallTyped: number[] = [];
const largeTyped: number[] = [];
for (let round = 0; round < PAGE_ROUNDS + 10; round++) {
  for (const [cookie, samples, type] of [
    [otherAdmin, small, ''],
    [demoAdmin, large, ''],
    [otherAdmin, smallTyped, 'Update'],
    [demoAdmin, largeTyped, 'Update'],
  ] as const) {
    const started = performance.now();
    const answer = await send('/Utilities/RequestData', 'POST', cookie, pagePath(type));
    if (answer.status !== 200) throw new Error(`UserLogsByTimeZone answered ${answer.status}`);
    if (round >= 10) samples.push(performance.now() - started);
  }
}

console.log(
  JSON.stringify({
    writeWithLog: median(withLog),
    writeWithoutLog: median(withoutLog),
    fillSeconds,
    page1k: median(small),
    page100k: median(large),
    typedPage1k: median(smallTyped),
    typedPage100k: median(largeTyped),
  }),
);
await runtime.close();
process.exit(0);

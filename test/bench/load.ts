import { MAX_LIST_ITEMS } from '@switchboard/shared';
import autocannon, { type Request } from 'autocannon';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { figure, note } from './report';
import { benchInvoice } from './in-process-runtime';
import { cpuOf } from './cpu';

/**
 * The load part of `npm run bench` (autocannon, loopback only, bounded): a mixed read/write load at 50 connections
 * for 30 s, then each call alone for 5 s for its p50/p99; the runtime's memory; the stored counts afterwards.
 */
const CONNECTIONS = 50;
const MIXED_SECONDS = 30;
const PER_CALL_SECONDS = 5;

export interface Session {
  baseUrl: string;
  pid: number;
  /** Demo Organization's admin (reads) and Other Organization's admin (writes, so the read list stays one size). */
  reader: string;
  writer: string;
  count: (cookie: string) => Promise<number>;
}

const json = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
const invoice = JSON.stringify(benchInvoice(12.5));

/** The mixed load's calls, by name: reads as the demo organization's admin, the write as the other organization's. */
export function calls(session: Pick<Session, 'reader' | 'writer'>): Record<string, Request> {
  const as = (cookie: string) => ({ ...json, cookie });
  return {
    GetInvoices: { method: 'GET', path: '/SetupProcessEntity/GetInvoices', headers: as(session.reader) },
    GetIntegrationConfiguration: {
      method: 'GET',
      path: '/SetupProcessEntity/GetIntegrationConfiguration',
      headers: as(session.reader),
    },
    GetSystemLists: { method: 'GET', path: '/SetupProcessEntity/GetSystemLists', headers: as(session.reader) },
    Me: { method: 'GET', path: '/Auth/Me', headers: as(session.reader) },
    PostInvoice: {
      method: 'POST',
      path: '/SetupProcessEntity/PostInvoice',
      headers: as(session.writer),
      body: invoice,
    },
  };
}

const memory = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** A count read until two reads in a row agree (at most 10), so requests still being served are in it. */
async function settledCount(read: () => Promise<number>): Promise<number> {
  let last = await read();
  for (let attempt = 0; attempt < 10; attempt++) {
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  return last;
}

const CPU_SAMPLE_CALLS = 500;

/**
 * The runtime's CPU a call (its HTTP layer, the handler, the SDK and the stand-ins answering it: all one process),
 * each call alone over one connection: which calls cost what.
 */
async function cpuPerCall(session: Session, all: Record<string, Request>): Promise<void> {
  for (const [name, request] of Object.entries(all)) {
    const before = cpuOf(session.pid);
    const run = await autocannon({
      url: session.baseUrl,
      connections: 1,
      amount: CPU_SAMPLE_CALLS,
      requests: [request],
    });
    const after = cpuOf(session.pid);
    const msOf = (seconds: number) => (seconds * 1000) / run.requests.total;
    const ms = msOf(after.all - before.all);
    const main = msOf(after.main - before.main);
    // Split: the main thread (HTTP layer, handlers, SDK) and the others (the stand-ins' worker threads, GC helpers).
    note(
      `load: runtime CPU a call, ${name} (${run.requests.total} calls, one connection)`,
      `${ms.toFixed(2)} ms = main thread ${main.toFixed(2)} + other threads ${(ms - main).toFixed(2)}`,
    );
  }
}

/**
 * Where the mixed load's CPU went, a request: the runtime (its main thread, its other threads) and the load client
 * (autocannon, this process). The runtime's main thread is one thread: it serves at most 1,000 ÷ its milliseconds a
 * request a second, and the machine at most cores × 1,000 ÷ the sum; so this says what ≥ 1,000 a second would need.
 */
function mixedLoadCpu(
  requests: number,
  runtimeAfter: ReturnType<typeof cpuOf>,
  runtimeBefore: ReturnType<typeof cpuOf>,
  client: NodeJS.CpuUsage,
): void {
  const msOf = (seconds: number) => (seconds * 1000) / requests;
  const runtime = msOf(runtimeAfter.all - runtimeBefore.all);
  const main = msOf(runtimeAfter.main - runtimeBefore.main);
  const clientMs = msOf((client.user + client.system) / 1e6);
  const cores = availableParallelism();
  note(
    'load: mixed: CPU a request',
    `${(runtime + clientMs).toFixed(2)} ms = runtime ${runtime.toFixed(2)} (main thread ${main.toFixed(2)}, other threads ${(runtime - main).toFixed(2)}) + load client ${clientMs.toFixed(2)}`,
    `1,000 req/s needs ≤ 1 ms on the main thread (one thread) and ≤ ${cores} ms in all (${cores} cores)`,
  );
}

/** The mixed load and each call alone; answers the mixed load's requests a second. */
export async function load(session: Session): Promise<number> {
  const all = calls(session);
  await cpuPerCall(session, all);
  const writesBefore = await session.count(session.writer);
  let created = 0;
  const runtimeBefore = cpuOf(session.pid);
  const clientBefore = process.cpuUsage();
  const mixed = await autocannon({
    url: session.baseUrl,
    connections: CONNECTIONS,
    duration: MIXED_SECONDS,
    requests: [
      all.GetInvoices!,
      all.GetIntegrationConfiguration!,
      all.GetSystemLists!,
      { ...all.PostInvoice!, onResponse: (status) => void (status === 201 && created++) },
      all.Me!,
    ],
  });
  const errors = mixed.errors + mixed.timeouts + mixed.non2xx;
  mixedLoadCpu(mixed.requests.total, cpuOf(session.pid), runtimeBefore, process.cpuUsage(clientBefore));
  figure(
    `load: mixed (4 reads, 1 write) at ${CONNECTIONS} connections, ${MIXED_SECONDS} s: errors`,
    errors,
    '',
    { max: 0 },
    0,
  );
  figure('load: mixed: requests per second', mixed.requests.average, 'req/s', { min: 1000 }, 0);
  figure('load: mixed: p50', mixed.latency.p50, 'ms', {});
  figure('load: mixed: p99', mixed.latency.p99, 'ms', {});
  figure('local runtime: resident memory, peak under load', memory(session.pid, 'VmHWM'), 'MB', {}, 0);
  // The list answers at most MAX_LIST_ITEMS: past that, it must be full. When the load's time is up, autocannon stops
  // counting answers while its last requests are still being served: a write among them is stored without its 201
  // being counted. So the count is read once the runtime has settled (two equal reads); an invoice missing is a lost
  // write, an extra one may only be one of those requests cut off.
  const listed = await settledCount(() => session.count(session.writer));
  const expected = Math.min(MAX_LIST_ITEMS, writesBefore + created);
  const cutOff = Math.max(0, mixed.requests.sent - mixed.requests.total);
  note(
    'load: invoices answered 201 / listed afterwards',
    `${created} / ${listed - writesBefore} (requests cut off by the end of the load: ${cutOff})`,
    `list = min(${MAX_LIST_ITEMS}, before + 201s)`,
  );
  figure('load: invoices missing from the list', Math.max(0, expected - listed), '', { max: 0 }, 0);
  figure('load: invoices listed beyond the 201s counted', Math.max(0, listed - expected), '', { max: cutOff }, 0);

  for (const [name, request] of Object.entries(all)) {
    const alone = await autocannon({
      url: session.baseUrl,
      connections: CONNECTIONS,
      duration: PER_CALL_SECONDS,
      requests: [request],
    });
    const failed = alone.errors + alone.timeouts + alone.non2xx;
    figure(`load: ${name} alone: p50`, alone.latency.p50, 'ms', {});
    figure(
      `load: ${name} alone: p99 (${Math.round(alone.requests.average)} req/s, ${failed} errors)`,
      alone.latency.p99,
      'ms',
      {},
    );
  }
  figure('local runtime: resident memory after the load', memory(session.pid, 'VmRSS'), 'MB', {}, 0);
  return mixed.requests.average;
}

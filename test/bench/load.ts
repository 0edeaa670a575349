import { MAX_LIST_ITEMS } from '@switchboard/shared';
import autocannon, { type Request } from 'autocannon';
import { readFileSync } from 'node:fs';
import { figure, note } from './report';
import { benchInvoice } from './in-process-runtime';

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

function calls(session: Session): Record<string, Request> {
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

export async function load(session: Session): Promise<void> {
  const all = calls(session);
  const writesBefore = await session.count(session.writer);
  let created = 0;
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
}

/**
 * Where a request's time goes (npm run bench:profile; not part of npm run bench): runs the local runtime under
 * `node --cpu-prof`, drives GetInvoices at one connection and then at 50 (autocannon, loopback), and sums each
 * thread's CPU samples by where the code lives. Prints one table per load; the figures are written down in
 * test/bench/README.md.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchInvoice } from './in-process-runtime';

const root = join(import.meta.dirname, '..', '..');
const PASSWORD = 'Bench-Password-42!';
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

interface Node {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** The load's start and end on the monotonic clock the profiles' timestamps use (µs). */
type Span = [number, number];
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Where a frame's code lives, most specific first. */
const places: [string, RegExp][] = [
  ['dynalite (its own thread)', /dynalite|levelup|leveldown|memdown|abstract-leveldown|lazy|deferred-leveldown/],
  ['AWS SDK client (marshalling, signing, HTTP client)', /@aws-sdk|@smithy|@aws-crypto|fast-xml-parser|bowser/],
  ['zod (validation)', /zod/],
  ['middy', /@middy/],
  ['session check (functions/src/auth)', /functions\/src\/auth/],
  ['middleware + logging (functions/src/http)', /functions\/src\/http/],
  ['local runtime adapter (functions/src/local)', /functions\/src\/local/],
  ['services and repositories (functions/src)', /functions\/src/],
  ['shared (route table, rules)', /shared\/src/],
  ['tsx loader', /tsx|esbuild/],
  [
    'node: HTTP server and client',
    /^node:(_http|http|net|stream|internal\/streams|_stream)|node:internal\/(http|streams)/,
  ],
  ['node: crypto', /node:(crypto|internal\/crypto)/],
  ['node: other', /^node:/],
];

function placeOf(node: Node): string | undefined {
  const { url, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  if (!url) return undefined;
  return places.find(([, pattern]) => pattern.test(url))?.[0] ?? 'other modules';
}

/** Node's own code and V8 builtins count for the nearest caller that is a library or the project's code. */
const generic = new Set([undefined, 'node: HTTP server and client', 'node: crypto', 'node: other', 'other modules']);

function summarize(file: string, span: Span): Map<string, number> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const totals = new Map<string, number>();
  const detail = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < span[0] || at > span[1]) return;
    const leaf = placeOf(byId.get(id)!);
    let place = leaf;
    for (let cursor = parentOf.get(id); generic.has(place) && cursor !== undefined; cursor = parentOf.get(cursor)) {
      const caller = placeOf(byId.get(cursor)!);
      if (!generic.has(caller)) place = caller;
    }
    if (generic.has(place)) place = leaf ?? '(native / V8)';
    totals.set(place!, (totals.get(place!) ?? 0) + delta / 1000);
    // PROFILE_DETAIL=1: the self time by package and function, to see what inside a library costs.
    const frame = byId.get(id)!.callFrame;
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1] ?? frame.url.replace(/^.*\/work\/[^/]+\//, '');
    const name = `${pkg} ${frame.functionName || '(anonymous)'}`;
    detail.set(name, (detail.get(name) ?? 0) + delta / 1000);
  });
  if (process.env.PROFILE_DETAIL) {
    const top = [...detail].sort((a, b) => b[1] - a[1]).slice(0, 25);
    for (const [name, ms] of top) console.log(`    self ${String(Math.round(ms)).padStart(6)} ms  ${name}`);
  }
  return totals;
}

async function profiled(connections: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-profile-'));
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'scripts/start.mjs', '--in-memory', '--port', '0', '--no-build', '--quiet'],
    {
      cwd: root,
      env: { ...process.env, SWITCHBOARD_SEED_PASSWORD: PASSWORD, LOG_LEVEL: process.env.LOG_LEVEL ?? 'error' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /running on (http:\/\/localhost:\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    }),
  );
  const login = await fetch(`${base}/Auth/Login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ Email: 'org.admin@example.com', Password: PASSWORD }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  for (let i = 0; i < 50; i++) {
    await fetch(`${base}/SetupProcessEntity/PostInvoice`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify(benchInvoice(i)),
    });
  }
  const start = nowMicros();
  const result = await autocannon({
    url: base,
    connections,
    duration: SECONDS,
    requests: [{ method: 'GET', path: '/SetupProcessEntity/GetInvoices', headers: { ...headers, cookie } }],
  });
  const span: Span = [start, nowMicros()];
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  console.log(
    `\nGetInvoices at ${connections} connection(s), ${SECONDS} s: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
  );
  const files = readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  for (const file of files) {
    const totals = summarize(join(dir, file), span);
    const busy = [...totals].filter(([place]) => place !== '(idle)');
    const sum = busy.reduce((all, [, ms]) => all + ms, 0);
    if (sum < 50) continue;
    console.log(`thread ${file}: ${Math.round(sum)} ms CPU during the load`);
    for (const [place, ms] of busy.sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms / sum >= 0.01)) {
      console.log(`  ${place.padEnd(52)} ${String(Math.round(ms)).padStart(6)} ms  ${((100 * ms) / sum).toFixed(1)}%`);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

for (const connections of [1, 50]) await profiled(connections);

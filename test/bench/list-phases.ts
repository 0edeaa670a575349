/**
 * Where the list call's overhead goes (`npx tsx test/bench/list-phases.ts`; not part of npm run bench): GetInvoices
 * over HTTP N times, then the Query it performs N times, then that Query inside a request's audit scope N times, in one process under the V8 profiler (100 µs samples); prints
 * the main thread's CPU a call in each phase, by where the code lives and by function, HTTP minus raw first. The
 * figures are written down in test/bench/README.md.
 */
import { Session } from 'node:inspector/promises';
import { startListCall } from './list-call';

const N = Number(process.env.N ?? 1500);
const { runtime, getInvoices, query } = await startListCall();
const { audited } = await import('../../functions/src/services/logs/audit-context');
/** The same Query inside a request's audit scope (an AsyncLocalStorage), as the service sends it. */
const queryInScope = () =>
  audited(
    { client: 'bench', requestId: 'bench', retentionDays: async () => 30, referenceNames: async () => new Map() },
    query,
  );
for (let i = 0; i < 200; i++) {
  await getInvoices();
  await query();
}

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const marks: number[] = [];
const now = () => Number(process.hrtime.bigint() / 1000n);
marks.push(now());
for (let i = 0; i < N; i++) await getInvoices();
marks.push(now());
for (let i = 0; i < N; i++) await query();
marks.push(now());
for (let i = 0; i < N; i++) await queryInScope();
marks.push(now());
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const phases = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
const cats = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
const busy = [0, 0, 0];
const wall = [marks[1]! - marks[0]!, marks[2]! - marks[1]!, marks[3]! - marks[2]!];
// The profile's timestamps are on the monotonic clock of process.hrtime, in µs.
let at = profile.startTime;
const place = (url: string) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.includes('/functions/src/')) return url.replace(/^.*\/functions\/src\//, 'src/');
  if (url.includes('/shared/src/')) return 'shared';
  if (url.includes('/test/bench/')) return 'bench client';
  return url || '(native)';
};
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  const phase = at < marks[0]! ? -1 : at < marks[1]! ? 0 : at < marks[2]! ? 1 : at < marks[3]! ? 2 : -1;
  if (phase < 0) return;
  const node = byId.get(id)!;
  const name = node.callFrame.functionName;
  if (name === '(idle)') return;
  const d = profile.timeDeltas[i] ?? 0;
  busy[phase]! += d;
  const key = `${place(node.callFrame.url)} ${name || '(anon)'}:${node.callFrame.lineNumber}`;
  phases[phase]!.set(key, (phases[phase]!.get(key) ?? 0) + d);
  // Where: the deepest frame that is the project's code or a package (node's own code counts for its caller).
  let cursor: number | undefined = id;
  let cat = '(native/V8/node)';
  const chain: string[] = [];
  while (cursor !== undefined) {
    const f = byId.get(cursor)!.callFrame;
    const p = place(f.url);
    if (f.url && !f.url.startsWith('node:')) {
      chain.push(p);
    }
    cursor = parent.get(cursor);
  }
  if (chain.length) cat = chain[0]!;
  cats[phase]!.set(cat, (cats[phase]!.get(cat) ?? 0) + d);
});
const us = (v: number) => (v / N).toFixed(1).padStart(8);
console.log(
  `N=${N}; wall per call: HTTP ${us(wall[0]!)} µs, raw ${us(wall[1]!)} µs; main-thread CPU per call: HTTP ${us(busy[0]!)} µs, raw ${us(busy[1]!)} µs, raw inside an audit scope ${us(busy[2]!)} µs (wall ${us(wall[2]!)} µs)`,
);
const keys = new Set([...cats[0]!.keys(), ...cats[1]!.keys()]);
const rows = [...keys]
  .map((k) => [k, cats[0]!.get(k) ?? 0, cats[1]!.get(k) ?? 0, cats[2]!.get(k) ?? 0] as const)
  .sort((a, b) => b[1] - b[2] - (a[1] - a[2]));
console.log('by where the deepest non-node frame lives (µs per call): HTTP, raw, difference; raw in scope');
for (const [k, h, r, a] of rows.slice(0, 25)) console.log(`${us(h)} ${us(r)} ${us(h - r)} ${us(a)}  ${k}`);
const fkeys = new Set([...phases[0]!.keys(), ...phases[1]!.keys()]);
const frows = [...fkeys]
  .map((k) => [k, phases[0]!.get(k) ?? 0, phases[1]!.get(k) ?? 0] as const)
  .sort((a, b) => b[1] - b[2] - (a[1] - a[2]));
console.log('self time by function (µs per call): HTTP, raw, difference');
for (const [k, h, r] of frows.slice(0, 45)) console.log(`${us(h)} ${us(r)} ${us(h - r)}  ${k}`);
await runtime.close();
process.exit(0);

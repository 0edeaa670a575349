/**
 * Item 7's question, with figures (npm run bench:cold-start; not part of npm run bench): each Lambda bundled with
 * the AWS SDK inside and with the SDK left to the runtime's copy, its gzip size and its cold import in a fresh
 * Node process (median of 5, the environment of a deployed Lambda).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { lambdaEnv } from './lambda-env';

const root = join(import.meta.dirname, '..', '..');
const RUNS = 5;

function coldImport(file: string): number {
  const script = `const t=performance.now();import(${JSON.stringify(file)}).then(()=>console.log(performance.now()-t))`;
  const times = Array.from({ length: RUNS }, () =>
    Number(execFileSync(process.execPath, ['-e', script], { env: lambdaEnv }).toString()),
  );
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

/** Where one cold import's time goes: self time by package (COLD_PROFILE=<group>). */
function profileImport(file: string): void {
  const dir = mkdtempSync(join(root, 'functions', '.cold-profile-'));
  const script = `import(${JSON.stringify(file)})`;
  execFileSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '-e', script], { env: lambdaEnv });
  const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8')) as {
    nodes: { id: number; callFrame: { url: string; functionName: string } }[];
    samples: number[];
    timeDeltas: number[];
  };
  const urlOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame.url || node.callFrame.functionName]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const url = urlOf.get(id) ?? '';
    const place = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? url.replace(/^.*\/functions\//, '');
    totals.set(place, (totals.get(place) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  for (const [place, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${place}`);
  }
  rmSync(dir, { recursive: true, force: true });
}

const rows: string[] = [];
for (const sdk of ['external', 'bundled']) {
  // Inside the functions folder, so an external SDK resolves from node_modules as the runtime's copy would.
  const out = mkdtempSync(join(root, 'functions', `.cold-start-${sdk}-`));
  execFileSync(process.execPath, ['functions/build.mjs', '--sdk', sdk, '--out', out], { cwd: root, stdio: 'ignore' });
  for (const group of readdirSync(out)) {
    const file = join(out, group, 'index.mjs');
    const gzip = gzipSync(readFileSync(file)).length / 1024;
    rows.push(`| ${group} | SDK ${sdk} | ${gzip.toFixed(1)} KB | ${coldImport(file).toFixed(1)} ms |`);
    if (process.env.COLD_PROFILE === group) {
      console.log(`${group}, SDK ${sdk}: a cold import's self time by package`);
      profileImport(file);
    }
  }
  rmSync(out, { recursive: true, force: true });
}
console.log(
  ['| group | AWS SDK | bundle gzip | cold import (median of 5) |', '|---|---|---|---|', ...rows.sort()].join('\n'),
);

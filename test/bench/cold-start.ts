/**
 * Item 7's question, with figures (npm run bench:cold-start; not part of npm run bench): each Lambda bundled with
 * the AWS SDK inside and with the SDK left to the runtime's copy (and COLD_BASE=<git ref>: that commit's bundles),
 * its gzip size (what a cold import loads: the entry and the chunks it imports statically; and the whole bundle) and
 * its cold import in a fresh Node process (median of 5, interleaved; the environment of a deployed Lambda), and the
 * cold import plus the first request of a typical route (cold-request.ts): a route loads its code on first use.
 * COLD_NODE=<path of a node 22 binary> (Lambda's nodejs22.x; this bench runs under the repository's node 20): the
 * bundled Lambdas under that node too, with and without its compile cache (NODE_COMPILE_CACHE, made by one process
 * beforehand: the most a cache shipped with the bundle could give, see the README's round 5).
 * Then the help Lambda's whole cold start as deployed (issue 13): its bundle and the model layer, the encoder, a
 * 10,000-entry index, the first answer.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stageModelLayer } from '../../infra/src/api/model-layer-staging';
import { bundleFiles, coldImportFiles, gzipKB } from './bundle-files';
import { startColdRequests } from './cold-request';
import { importOnce } from './cold-import';
import { lambdaEnv } from './lambda-env';
import { median } from './stats';

const root = join(import.meta.dirname, '..', '..');
// COLD_RUNS=<n>: more fresh processes a variant, for a busy machine.
const RUNS = Number(process.env.COLD_RUNS ?? 5);

/** How a variant's processes run: which node, and its compile cache's folder (one per group) if any. */
interface Runner {
  node?: string;
  compileCache?: string;
}

const envOf = (group: string, { compileCache }: Runner) =>
  compileCache ? { ...lambdaEnv, NODE_COMPILE_CACHE: join(compileCache, group) } : lambdaEnv;

const firstsMs = (runs: { totalMs: number }[]) => runs.map((run) => run.totalMs);
const statuses = (runs: { status: number }[]) => [...new Set(runs.map((run) => run.status))].join(', ');

/** Where a profile's sample was: the package or source folder (through the bundle's source maps), else node's file. */
function placeOf(
  bundleDir: string,
  mapOf: (file: string) => SourceMap,
  frame: { url: string; functionName: string; lineNumber: number; columnNumber: number },
) {
  if (!frame.url) return frame.functionName;
  const file = frame.url.replace(/^file:\/\//, '');
  if (!file.startsWith(bundleDir) || !file.endsWith('.mjs')) {
    const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1];
    if (module) return module;
    // node's own code: name the work (compileSourceTextModule: V8 compiling the bundle) and where it is.
    return `node: ${frame.functionName || '(top level)'} (${frame.url.replace(/^.*\//, '')})`;
  }
  const entry = mapOf(file).findEntry(frame.lineNumber, frame.columnNumber);
  const source = 'originalSource' in entry ? entry.originalSource : '';
  return (
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
    /(?:shared|functions)\/src\/[^/.]+/.exec(source)?.[0] ??
    'bundle (unmapped)'
  );
}

/** Where one cold import's time goes: self time by package, our code by source folder (COLD_PROFILE=<group>). */
function profileImport(group: string, file: string, runner: Runner): void {
  const dir = mkdtempSync(join(root, 'functions', '.cold-profile-'));
  const script = `import(${JSON.stringify(file)})`;
  const args = ['--cpu-prof', '--cpu-prof-interval', '200', `--cpu-prof-dir=${dir}`, '-e', script];
  execFileSync(runner.node ?? process.execPath, args, {
    env: envOf(group, runner),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const profile = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8')) as {
    nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }[];
    samples: number[];
    timeDeltas: number[];
  };
  // The entry's and each chunk's own map, read once.
  const maps = new Map<string, SourceMap>();
  const mapOf = (bundleFile: string) => {
    if (!maps.has(bundleFile)) {
      maps.set(bundleFile, new SourceMap(JSON.parse(readFileSync(`${bundleFile}.map`, 'utf8')) as never));
    }
    return maps.get(bundleFile)!;
  };
  const placeOfNode = new Map(profile.nodes.map((node) => [node.id, placeOf(dirname(file), mapOf, node.callFrame)]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const place = placeOfNode.get(id) ?? '';
    totals.set(place, (totals.get(place) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`  ${all.toFixed(1).padStart(7)} ms  in all`);
  for (const [place, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${place}`);
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * COLD_BASE=<git ref>: the groups of that commit too, bundled as that commit bundled them (its shared and functions
 * from `git archive`, its own functions/build.mjs and @switchboard/shared), so a change of the code or of the bundling
 * is measured before and after in one run, interleaved.
 */
function bundleBase(ref: string, out: string): void {
  const tree = mkdtempSync(join(root, '.bench', 'cold-base-'));
  execFileSync(
    'sh',
    ['-c', `git archive ${JSON.stringify(ref)} tsconfig.json shared functions | tar -x -C ${JSON.stringify(tree)}`],
    {
      cwd: root,
    },
  );
  // The workspace's own node_modules (busboy 1.x; the root's is 0.3, ~500 KB more) is not in git: link it.
  const ownModules = join(root, 'functions', 'node_modules');
  if (existsSync(ownModules)) symlinkSync(ownModules, join(tree, 'functions', 'node_modules'));
  const options = JSON.stringify(join(tree, 'functions', 'build.mjs'));
  const script = `import { build } from 'esbuild'; import { readdirSync } from 'node:fs'; import { bundleOptions } from ${options};
    const tree = ${JSON.stringify(tree)}, out = ${JSON.stringify(out)};
    for (const group of readdirSync(tree + '/functions/src/groups')) {
      const options = bundleOptions(tree + '/functions/src/groups/' + group + '/handler.ts', out + '/' + group + '/index.mjs');
      await build({ ...options, alias: { ...options.alias, '@switchboard/shared': tree + '/shared/src/index.ts' } });
    }`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(root, 'functions') });
  rmSync(tree, { recursive: true, force: true });
}

// Inside the functions folder, so an external SDK resolves from node_modules as the runtime's copy would.
mkdirSync(join(root, '.bench'), { recursive: true });
const variants: ({ name: string; dir: string; requests?: boolean } & Runner)[] = [];
const base = process.env.COLD_BASE;
if (base) {
  const dir = mkdtempSync(join(root, 'functions', '.cold-start-base-'));
  bundleBase(base, dir);
  // The base, if any, and the deployed variant also serve their first request.
  variants.push({ name: `${base}, SDK bundled`, dir, requests: true });
}
for (const sdk of ['external', 'bundled']) {
  const dir = mkdtempSync(join(root, 'functions', `.cold-start-${sdk}-`));
  execFileSync(process.execPath, ['functions/build.mjs', '--sdk', sdk, '--out', dir], { cwd: root, stdio: 'ignore' });
  variants.push({ name: `SDK ${sdk}`, dir, requests: sdk === 'bundled' });
}
const bundled = variants.at(-1)!;
const groups = readdirSync(bundled.dir);
const coldNode = process.env.COLD_NODE;
let compileCaches: string | undefined;
if (coldNode) {
  const version = execFileSync(coldNode, ['--version']).toString().trim();
  compileCaches = mkdtempSync(join(tmpdir(), 'switchboard-compile-cache-'));
  variants.push({ name: `SDK bundled, node ${version}`, dir: bundled.dir, node: coldNode, requests: true });
  variants.push({
    name: `SDK bundled, node ${version}, compile cache`,
    dir: bundled.dir,
    node: coldNode,
    compileCache: compileCaches,
  });
  // One process per group fills its cache (what a cache made at build time would hold).
  for (const group of groups) {
    const cache = variants.at(-1)!;
    importOnce(join(bundled.dir, group, 'index.mjs'), { node: cache.node, env: envOf(group, cache) });
  }
} else {
  console.log(
    'COLD_NODE unset: no node 22 variant (Lambda runs nodejs22.x; this process runs ' + process.version + ')',
  );
}
const requests = await startColdRequests();
const times = new Map(groups.map((group) => [group, variants.map(() => [] as number[])]));
const firsts = new Map(groups.map((group) => [group, variants.map(() => [] as { totalMs: number; status: number }[])]));
// Interleaved, every group and variant in each round, so the machine's load moves them all alike.
for (let run = 0; run < RUNS; run += 1) {
  for (const group of groups) {
    for (const [index, variant] of variants.entries()) {
      const file = join(variant.dir, group, 'index.mjs');
      times.get(group)![index]!.push(importOnce(file, { node: variant.node, env: envOf(group, variant) }).ms);
      if (variant.requests) firsts.get(group)![index]!.push(await requests.once(group, file, variant.node));
    }
  }
}
await requests.close();
const rows: string[] = [];
for (const group of groups) {
  variants.forEach((variant, index) => {
    const file = join(variant.dir, group, 'index.mjs');
    const loaded = gzipKB(coldImportFiles(file));
    const whole = gzipKB(bundleFiles(file));
    const served = firsts.get(group)![index]!;
    const first = served.length
      ? `${median(firstsMs(served)).toFixed(1)} ms (${requests.routeOf(group)}: ${statuses(served)})`
      : '';
    rows.push(
      `| ${group} | ${variant.name} | ${loaded.toFixed(1)} KB / ${whole.toFixed(1)} KB | ${median(times.get(group)![index]!).toFixed(1)} ms | ${first} |`,
    );
    if (process.env.COLD_PROFILE === group) {
      console.log(`${group}, ${variant.name}: a cold import's self time by package`);
      profileImport(group, file, variant);
    }
  });
}
for (const dir of new Set(variants.map((variant) => variant.dir))) rmSync(dir, { recursive: true, force: true });
if (compileCaches) rmSync(compileCaches, { recursive: true, force: true });
console.log(
  [
    `| group | variant | gzip: a cold import loads / whole bundle | cold import | cold import + first request |`,
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
console.log(`(medians of ${RUNS} fresh processes each, every group and variant interleaved)`);

/** Bundles an entry exactly as functions/build.mjs bundles a group (so as the construct does). */
function bundle(entry: string, outfile: string): void {
  const script = `import { build } from 'esbuild'; import { bundleOptions } from './build.mjs';
    await build(bundleOptions(${JSON.stringify(entry)}, ${JSON.stringify(outfile)}));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(root, 'functions') });
}

/**
 * The help Lambda's cold start as deployed: the handler's bundle and the probe (help-cold-probe.ts) in a temp
 * folder the repository's node_modules cannot reach, the answering model from the staged layer. Median of 3.
 */
function helpColdStart(): void {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-help-cold-'));
  const handlerFile = join(dir, 'help', 'index.mjs');
  bundle(join(root, 'functions', 'src', 'groups', 'help', 'handler.ts'), handlerFile);
  bundle(join(root, 'test', 'bench', 'help-cold-probe.ts'), join(dir, 'probe', 'index.mjs'));
  const layer = stageModelLayer();
  const layerSize = readdirSync(layer, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + readFileSync(join(entry.parentPath, entry.name)).length, 0);
  const indexFile = join(dir, 'index-10k.bin');
  execFileSync(process.execPath, ['--import', 'tsx', 'test/bench/help-cold-index.ts', indexFile], { cwd: root });
  const env = { ...lambdaEnv, BUCKET_FILES: 'files', MODEL_MODULES_DIR: join(layer, 'nodejs', 'node_modules') };
  const runs = [1, 2, 3].map(
    () =>
      JSON.parse(
        execFileSync(process.execPath, [join(dir, 'probe', 'index.mjs'), handlerFile, indexFile], { env, cwd: dir })
          .toString()
          .trim(),
      ) as Record<string, number>,
  );
  const median = (name: string) => runs.map((run) => run[name]!).sort((a, b) => a - b)[1]!;
  console.log(`\nhelp Lambda as deployed (median of 3 fresh processes; the model from its layer):
  help bundle gzip: ${gzipKB(coldImportFiles(handlerFile)).toFixed(1)} KB a cold import loads, ${gzipKB(bundleFiles(handlerFile)).toFixed(1)} KB with every route (budget 250 KB)
  model layer: ${(layerSize / 1024 / 1024).toFixed(1)} MB unzipped
  10,000-entry index snapshot: ${(readFileSync(indexFile).length / 1024 / 1024).toFixed(1)} MB
  import the handler: ${median('importMs').toFixed(1)} ms
  load the encoder: ${median('encoderMs').toFixed(0)} ms
  load the 10,000-entry index: ${median('indexMs').toFixed(0)} ms
  first answer: ${median('firstAnswerMs').toFixed(0)} ms
  cold start to the first answer: ${median('totalMs').toFixed(0)} ms
  peak resident memory: ${(Math.max(...runs.map((run) => run.peak!)) / 1024 / 1024).toFixed(0)} MB (budget 512 MB)`);
  rmSync(dir, { recursive: true, force: true });
}

helpColdStart();

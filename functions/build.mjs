// Bundles each group's Lambda handler as CDK does (ESM, minified, node22, the AWS SDK v3 inside) into dist/<group>/index.mjs,
// so sizes and cold imports can be measured (npm run bench) without a synth.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lambdaAliases } from './lambda-aliases.mjs';
import { httpByRequirePlugin } from './http-by-require.mjs';
import { sdkBarrelsPlugin } from './sdk-barrels.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * esbuild's options for one Lambda entry, as infra/src/api/group-function.ts bundles it: `outfile` (…/index.mjs) is the
 * entry, and the code a route loads on its first call (a group handler's `import()` of a service) is split into
 * chunks/ beside it, so a cold start compiles and runs the router and the one route it serves, not every route.
 */
export function bundleOptions(entry, outfile, sdk = 'bundled') {
  return {
    entryPoints: [entry],
    outdir: dirname(outfile),
    entryNames: basename(outfile, '.mjs'),
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // As CDK's bundling is set: ESM entry points first, so unused exports are dropped.
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    // Stack traces need the mappings, not the sources' text: a third of the map to read and parse at a cold start.
    sourcesContent: false,
    legalComments: 'none',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    // As infra/src/api/group-function.ts bundles it (see there why the SDK is bundled). The answering model is never
    // bundled: it comes from its layer (MODEL_MODULES_DIR), imported by a computed path; naming it is a guard.
    // The SDK's credential chain is left out: a Lambda's credentials are environment variables (lambda-aliases.mjs).
    alias: lambdaAliases,
    external: [...(sdk === 'external' ? ['@aws-sdk/*'] : []), '@energetic-ai/*'],
    // The SDK's imports through its barrel files go to the files used, so an entry's chunks hold only the SDK code
    // its own clients run (sdk-barrels.mjs); node:http is required, not imported: under node 22 its ES module facade
    // loads undici (http-by-require.mjs).
    plugins: [sdkBarrelsPlugin(), httpByRequirePlugin()],
    logLevel: 'warning',
  };
}

/**
 * Bundles one Lambda entry into outDir (index.mjs, its chunks and source maps), synchronously: the CDK asset's local
 * bundling (infra/src/api/lambda-code.ts) calls it, so the deployed code is exactly what the bench measures. esbuild
 * runs plugins in its asynchronous build only, so this script bundles it in a child process.
 */
export function bundleLambdaSync(entry, outDir) {
  execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--entry', entry, '--out', outDir], {
    stdio: 'inherit',
  });
}

// Run as a script (not imported for bundleOptions by the bench).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // --sdk external: leave the AWS SDK to the runtime's copy (what the bench compares against); --out: another folder;
  // --entry: that one entry into --out (bundleLambdaSync) instead of every group.
  const { values } = parseArgs({
    options: { sdk: { type: 'string', default: 'bundled' }, out: { type: 'string' }, entry: { type: 'string' } },
  });
  if (values.entry) {
    await build(bundleOptions(values.entry, join(values.out, 'index.mjs'), values.sdk));
    process.exit(0);
  }
  const outDir = values.out ?? join(here, 'dist');
  const groups = readdirSync(join(here, 'src', 'groups'));
  for (const group of groups) {
    const entry = join(here, 'src', 'groups', group, 'handler.ts');
    // A fresh folder: chunk names carry their content's hash, so an earlier build's chunks would stay beside these.
    rmSync(join(outDir, group), { recursive: true, force: true });
    await build(bundleOptions(entry, join(outDir, group, 'index.mjs'), values.sdk));
  }
  console.log(`bundled ${groups.length} groups into ${outDir} (AWS SDK ${values.sdk})`);
}

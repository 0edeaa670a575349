// Bundles each group's Lambda handler as CDK does (ESM, minified, node22, the AWS SDK v3 inside) into dist/<group>/index.mjs,
// so sizes and cold imports can be measured (npm run bench) without a synth.
import { build } from 'esbuild';
import { parseArgs } from 'node:util';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const groups = readdirSync(join(here, 'src', 'groups'));
// --sdk external: leave the AWS SDK to the runtime's copy (what the bench compares against); --out: another folder.
const { values } = parseArgs({ options: { sdk: { type: 'string', default: 'bundled' }, out: { type: 'string' } } });
const outDir = values.out ?? join(here, 'dist');

for (const group of groups) {
  await build({
    entryPoints: [join(here, 'src', 'groups', group, 'handler.ts')],
    outfile: join(outDir, group, 'index.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    // As CDK's bundling is set: ESM entry points first, so unused exports are dropped.
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    // As infra/src/api/group-function.ts bundles it (see there why the SDK is bundled).
    external: values.sdk === 'external' ? ['@aws-sdk/*'] : [],
    logLevel: 'warning',
  });
}
console.log(`bundled ${groups.length} groups into ${outDir} (AWS SDK ${values.sdk})`);

// Bundles each group's Lambda handler as CDK does (ESM, minified, node22, the AWS SDK v3 from the runtime) into dist/<group>/index.mjs,
// so sizes and cold imports can be measured (npm run bench) without a synth.
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const groups = readdirSync(join(here, 'src', 'groups'));

for (const group of groups) {
  await build({
    entryPoints: [join(here, 'src', 'groups', group, 'handler.ts')],
    outfile: join(here, 'dist', group, 'index.mjs'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    // As CDK's NodejsFunction does for nodejs22.x: the runtime provides the AWS SDK v3.
    external: ['@aws-sdk/*'],
    logLevel: 'warning',
  });
}
console.log(`bundled ${groups.length} groups into functions/dist`);

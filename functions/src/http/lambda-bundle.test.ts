import { build, type Metafile } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error build.mjs is plain JavaScript without types: the options every Lambda is bundled with.
import { bundleOptions } from '../../build.mjs';

/** The source files one group's Lambda bundle holds, bundled as CDK bundles it (functions/build.mjs). */
async function bundledFiles(group: string): Promise<string[]> {
  const entry = join(import.meta.dirname, '..', 'groups', group, 'handler.ts');
  const result = await build({ ...bundleOptions(entry, `/bundle/${group}/index.mjs`), write: false, metafile: true });
  const output = Object.values((result.metafile as Metafile).outputs).find((file) => file.entryPoint)!;
  return Object.keys(output.inputs);
}

/**
 * What a cold start evaluates (budget: a cold import ≤ 100 ms, test/bench/README.md): a group's Lambda holds the
 * route parts of its own rows and no other domain's schemas, and only the zod it uses.
 */
describe('a Lambda bundle', () => {
  it("holds its own group's route part and no other domain's", async () => {
    const files = await bundledFiles('billing');
    const routeParts = files.filter((file) => /shared\/src\/[^/]+\/routes\.ts$/.test(file));
    expect(routeParts.map((file) => file.replace(/^.*shared\/src\//, ''))).toEqual(['billing/routes.ts']);
    expect(files.filter((file) => file.includes('shared/src/in-app-help/'))).toEqual([]);
  }, 60_000);

  it("holds zod's English messages and none of its other locales", async () => {
    const locales = (await bundledFiles('billing')).filter((file) => file.includes('zod/v4/locales/'));
    expect(locales.map((file) => file.replace(/^.*locales\//, ''))).toEqual(['en.js']);
  }, 60_000);

  it("leaves the SDK's credential chain out: the environment's credentials only (functions/lambda-aliases.mjs)", async () => {
    const files = await bundledFiles('billing');
    const packages = new Set(files.map((file) => /node_modules\/(@[^/]+\/[^/]+)/.exec(file)?.[1]).filter(Boolean));
    const chain = [...packages].filter((name) =>
      /credential-provider-(?!env)|nested-clients|token-providers|credential-providers/.test(name!),
    );
    expect(chain).toEqual([]);
    expect(packages).toContain('@aws-sdk/credential-provider-env');
  }, 60_000);
});

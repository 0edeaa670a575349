import { build, type BuildResult, type Metafile } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../build.mjs';

const builds = new Map<string, Promise<BuildResult<{ write: false; metafile: true }>>>();

/**
 * One group's Lambda bundled as CDK bundles it (functions/build.mjs), its code and what it holds: built once per
 * group for the tests of this file, which only read it (a build of a group takes a second or two).
 */
function built(group: string) {
  let result = builds.get(group);
  if (!result) {
    const entry = join(import.meta.dirname, '..', 'groups', group, 'handler.ts');
    result = build({ ...bundleOptions(entry, `/bundle/${group}/index.mjs`), write: false, metafile: true });
    builds.set(group, result);
  }
  return result;
}

/** One group's Lambda bundle: its entry file and chunks. */
async function bundleOf(group: string): Promise<Metafile['outputs']> {
  return (await built(group)).metafile.outputs;
}

/** The source files one group's Lambda bundle holds (every file of it). */
async function bundledFiles(group: string): Promise<string[]> {
  return Object.values(await bundleOf(group)).flatMap((file) => Object.keys(file.inputs));
}

/** The source files a cold import evaluates: the entry file and the chunks it imports statically. */
async function coldImportFiles(group: string): Promise<string[]> {
  const outputs = await bundleOf(group);
  const entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint?.endsWith(`${group}/handler.ts`))!;
  const loaded = new Set([entry]);
  for (const file of loaded) {
    for (const { path, kind } of outputs[file]!.imports)
      if (kind === 'import-statement' && outputs[path]) loaded.add(path);
  }
  return [...loaded].flatMap((file) => Object.keys(outputs[file]!.inputs));
}

/**
 * What a cold start evaluates (budget: a cold import ≤ 100 ms, test/bench/README.md): a group's Lambda holds the
 * route parts of its own rows and no other domain's schemas, and only the zod it uses.
 */
describe('a Lambda bundle', () => {
  it("loads its router at a cold import, and a route's service only when that route is first called", async () => {
    const billing = await coldImportFiles('billing');
    expect(billing).toContain('functions/src/http/group-handler.ts');
    expect(billing.filter((file) => file.includes('services/billing/'))).toEqual([]);
    expect(await bundledFiles('billing')).toContain('functions/src/services/billing/invoice-service.ts');

    // The relay serves many operations: none of their services, nor the SDK clients only some of them use.
    const relay = await coldImportFiles('relay');
    // (The router's own: the session's and the audit log's repositories.)
    const services = relay.filter((file) =>
      /services\/(skill-tests|help|collections|in-app-help|connections)\//.test(file),
    );
    expect(services).toEqual([]);
    const clients = relay.map((file) => /@aws-sdk\/client-[a-z-]+/.exec(file)?.[0]).filter(Boolean);
    expect([...new Set(clients)].sort()).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/client-secrets-manager']);
  }, 60_000);

  it("loads no SDK protocol, XML or stream checksum code at a cold import that only a route's S3 or SESv2 call runs", async () => {
    // S3's REST-XML and SESv2's REST-JSON protocols, the XML builder, the stream checksums, SigV4a: reached only
    // through the SDK's barrel files by the router's DynamoDB client (functions/sdk-barrels.mjs). The relay and
    // skilltests call S3, users SESv2.
    const protocolCode =
      /xml-builder|protocols\/(xml|query)\/|AwsRestJsonProtocol|HttpBindingProtocol|checksum\/(ChecksumStream|createChecksumStream)|SigV4A/;
    for (const group of ['relay', 'skilltests', 'users']) {
      expect({ group, files: (await coldImportFiles(group)).filter((file) => protocolCode.test(file)) }).toEqual({
        group,
        files: [],
      });
    }
    // The route that uploads to S3 still bundles it (its own chunks, loaded on its first call).
    expect((await bundledFiles('skilltests')).filter((file) => file.includes('AwsRestXmlProtocol'))).not.toEqual([]);
  }, 120_000);

  it('requires node:http rather than importing it (under node 22 its ES module facade loads undici)', async () => {
    const code = (await built('connections')).outputFiles
      .filter((file) => file.path.endsWith('.mjs'))
      .map((file) => file.text);
    // The outbound guard (net/safe-fetch.ts, a connections route's chunk) and the SDK's http agent use it.
    // (Minified: esbuild's require shim under a short name, `t("node:http")`.)
    expect(code.filter((text) => /[\w$]+\("node:http"\)/.test(text))).not.toEqual([]);
    expect(code.filter((text) => /from\s*"node:http"|import\("node:http"\)/.test(text))).toEqual([]);
  }, 60_000);

  it("holds its own group's route part and no other domain's", async () => {
    const files = await bundledFiles('billing');
    const routeParts = files.filter((file) => /shared\/src\/[^/]+\/routes\.ts$/.test(file));
    expect(routeParts.map((file) => file.replace(/^.*shared\/src\//, ''))).toEqual(['billing/routes.ts']);
    expect(files.filter((file) => file.includes('shared/src/in-app-help/'))).toEqual([]);
  }, 60_000);

  it("holds zod/mini, not zod's classic API nor its JSON Schema generator, at a cold import", async () => {
    // Classic zod's method chains were ~60 KB of the ~365 KB of minified code a cold import compiled (the relay).
    for (const group of ['billing', 'relay']) {
      const zod = (await coldImportFiles(group)).filter((file) => file.includes('node_modules/zod/'));
      expect(zod.filter((file) => /zod\/v4\/mini\//.test(file))).not.toEqual([]);
      expect({ group, classic: zod.filter((file) => /zod\/v4\/classic\/|json-schema/.test(file)) }).toEqual({
        group,
        classic: [],
      });
    }
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

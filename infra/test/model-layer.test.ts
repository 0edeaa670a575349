import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableKey } from '@switchboard/shared';
import { environmentOf } from '../src/api/group-environment';
import { GroupFunction } from '../src/api/group-function';
import { layerModulesDir } from '../src/api/model-layer-staging';
import { Tables } from '../src/data/tables';
import { stageConfig } from '../src/stage';

type Resource = { Type: string; Properties: Record<string, unknown> };

/**
 * The answering model as deployed (issue 13): a Lambda entry that embeds a sentence, bundled by GroupFunction exactly
 * as the help group's handler is, run from its synthesized asset in a fresh Node process with the environment the
 * construct sets, the model layer's synthesized asset standing in for /opt. Nothing of the repository's
 * node_modules is reachable from there (both assets live in the temp folder).
 */
describe('the answering model from its layer', () => {
  let outdir: string;
  let resources: Record<string, Resource>;
  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), 'switchboard-model-probe-'));
    const app = new App({ outdir });
    const stack = new Stack(app, 'ModelProbe');
    const stage = stageConfig('dev');
    const tables = new Tables(stack, 'Tables', stage);
    const tableNames = Object.fromEntries(
      Object.entries(tables.byKey).map(([key, table]) => [key, table.tableName]),
    ) as Record<TableKey, string>;
    new GroupFunction(stack, 'Probe', {
      group: 'help',
      stage,
      tables,
      environment: environmentOf('help', { STAGE: 'dev', SECURE_COOKIES: 'true', BUCKET_FILES: 'files' }, tableNames),
      buckets: { files: new Bucket(stack, 'Files') },
      entry: {
        file: join(import.meta.dirname, 'fixtures', 'encoder-probe.ts'),
        description: 'encoder probe',
        timeout: Duration.seconds(30),
      },
    });
    const assembly = app.synth();
    resources = (assembly.getStackByName('ModelProbe').template as { Resources: Record<string, Resource> }).Resources;
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  const ofType = (type: string) => Object.values(resources).filter((r) => r.Type === type);
  /** The staged folder of a zipped asset, from the stack's asset manifest. */
  const assetDir = (code: Record<string, unknown>) => {
    const manifest = JSON.parse(readFileSync(join(outdir, 'ModelProbe.assets.json'), 'utf8')) as {
      files: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }>;
    };
    const file = Object.values(manifest.files).find((f) =>
      Object.values(f.destinations).some((d) => d.objectKey === code.S3Key),
    );
    return join(outdir, file!.source.path);
  };

  it('embeds a sentence into 512 numbers, the model loaded from the layer', () => {
    const [fn] = ofType('AWS::Lambda::Function');
    const [layer] = ofType('AWS::Lambda::LayerVersion');
    const variables = (fn!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    for (const [name, value] of Object.entries(variables)) env[name] = typeof value === 'string' ? value : 'token';
    // The layer's asset where Lambda mounts it (/opt): the folder the construct's MODEL_MODULES_DIR names.
    if (layer && variables.MODEL_MODULES_DIR === layerModulesDir) {
      const layerDir = assetDir(layer.Properties.Content as Record<string, unknown>);
      env.MODEL_MODULES_DIR = join(layerDir, 'nodejs', 'node_modules');
    }

    const bundle = pathToFileURL(join(assetDir(fn!.Properties.Code as Record<string, unknown>), 'index.mjs')).href;
    const script = `const { handler } = await import(${JSON.stringify(bundle)});
      process.stdout.write(JSON.stringify(await handler({ text: 'How do I reset my password?' })));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, cwd: outdir });
    const { vector, path } = JSON.parse(out.toString()) as { vector: number[]; path: string };
    expect(vector).toHaveLength(512);
    // A single question takes the hand-written forward pass with its WebAssembly SIMD products, not the graph.
    expect(path).toBe('forward pass (simd)');
    expect(Math.hypot(...vector)).toBeCloseTo(1, 3);
    expect(fn!.Properties.Layers).toEqual([{ Ref: Object.keys(resources).find((id) => resources[id] === layer) }]);
  });
});

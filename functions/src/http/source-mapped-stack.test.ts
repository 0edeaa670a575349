import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../../build.mjs';

const fixture = join(import.meta.dirname, 'fixtures', 'failing-handler.ts');
const throwLine =
  readFileSync(fixture, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes('throw new Error')) + 1;

describe('an unexpected error in a bundled Lambda', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'switchboard-stack-'));
    await build(bundleOptions(fixture, join(dir, 'index.mjs')));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs the bundle's handler in a fresh process, as a Lambda would (no NODE_OPTIONS); its error log line. */
  function loggedError(): { stack: string } {
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(join(dir, 'index.mjs')).href)});
      await handler({}, { awsRequestId: 'r1' });`;
    const env = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info' };
    const { stderr } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
    return JSON.parse(stderr.trim().split('\n').at(-1)!) as { stack: string };
  }

  it('is logged with the TypeScript file and line that threw, without --enable-source-maps', () => {
    const { stack } = loggedError();
    expect(stack).toContain('Error: the fixture failed');
    expect(stack).toContain(`functions/src/http/fixtures/failing-handler.ts:${throwLine}:`);
    expect(stack).not.toContain('index.mjs');
  }, 30_000);
});

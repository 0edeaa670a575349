import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../../build.mjs';

const fixtures = ['failing-handler', 'failing-job'];
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', `${name}.ts`);
/** The line of the fixture's `throw`. */
const throwLine = (name: string) =>
  readFileSync(fixture(name), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes('throw new Error')) + 1;

describe('an unexpected error in a bundled Lambda', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'switchboard-stack-'));
    for (const name of fixtures) await build(bundleOptions(fixture(name), join(dir, name, 'index.mjs')));
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs a bundle's handler in a fresh process, as a Lambda would (no NODE_OPTIONS); its error log line. */
  function loggedError(name: string): { stack: string } {
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(join(dir, name, 'index.mjs')).href)});
      await handler({}, { awsRequestId: 'r1' }).catch(() => {});`;
    const env = { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info' };
    const { stderr } = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
    return JSON.parse(stderr.trim().split('\n').at(-1)!) as { stack: string };
  }

  it("is logged by an API group's error answer with the TypeScript file and line that threw, without --enable-source-maps", () => {
    const { stack } = loggedError('failing-handler');
    expect(stack).toContain('Error: the fixture failed');
    expect(stack).toContain(`functions/src/http/fixtures/failing-handler.ts:${throwLine('failing-handler')}:`);
    expect(stack).not.toContain('index.mjs');
  }, 30_000);

  it('is logged by a job Lambda (the skill-test runner, the index builder) likewise before it fails the invocation', () => {
    const { stack } = loggedError('failing-job');
    expect(stack).toContain('Error: the job failed');
    expect(stack).toContain(`functions/src/http/fixtures/failing-job.ts:${throwLine('failing-job')}:`);
    expect(stack).not.toContain('index.mjs');
  }, 30_000);
});

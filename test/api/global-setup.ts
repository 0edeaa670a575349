import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export const TEST_PASSWORD = 'Api-Test-Password-9!';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let runtime: ChildProcess | undefined;

/** Starts the real local runtime (in-memory stand-ins) on a free port for the API tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, '..', '..');
  runtime = spawn(process.execPath, ['scripts/start.mjs', '--in-memory', '--port', '0', '--no-build', '--quiet'], {
    cwd: root,
    env: { ...process.env, SWITCHBOARD_SEED_PASSWORD: TEST_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  runtime.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`local runtime did not start:\n${errors}`)), 60_000);
    runtime!.stdout!.on('data', (chunk: Buffer) => {
      const match = /running on (http:\/\/localhost:\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    runtime!.on('exit', (code) => reject(new Error(`local runtime exited with ${code}:\n${errors}`)));
  });
  project.provide('baseUrl', baseUrl);
  return async () => {
    runtime?.kill('SIGTERM');
  };
}

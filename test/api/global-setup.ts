import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { SecretRegistry } from '../secret-registry';

export const TEST_PASSWORD = 'Api-Test-Password-9!';

/** The runtime takes the client address from this header, so tests can act from distinct addresses. */
export const CLIENT_ADDRESS_HEADER = 'x-test-client-address';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The runtime's DynamoDB stand-in, for a second runtime instance on the same tables (session-promises.test.ts). */
    dynamoEndpoint: string;
    /** The runtime's S3 and Secrets Manager stand-ins (the fuzz's in-process handlers use all three). */
    s3Endpoint: string;
    secretsEndpoint: string;
    outbox: string;
    /** The file the test workers append the credentials they send to (see test/secret-registry.ts). */
    secretRegistry: string;
  }
}

/** The runtime's settings for the API tests (also those of the handlers a test calls in-process: in-process.ts). */
export const RUNTIME_SETTINGS = {
  CLIENT_ADDRESS_HEADER,
  // The credential checks may reach the tests' own servers by the name localhost (and nothing else private:
  // not even 127.0.0.1 written out), so outbound requests to hosts given by name are what the tests exercise.
  OUTBOUND_ALLOWED_HOSTS: 'localhost',
  // A scheduled skill test first runs half a second after it is scheduled, and the timer looks every 250 ms.
  SWITCHBOARD_SCHEDULE_INTERVAL_MS: '250',
  SWITCHBOARD_SCHEDULE_FIRST_RUN_MS: '500',
  // An organization's stored definition files are capped (100 MB); 3 MB lets skill-test-quota.test.ts reach it.
  UPLOAD_BYTES_PER_ORGANIZATION: String(3 * 1024 * 1024),
  // Uploaded files no test names are looked for every half second (orphaned-uploads.test.ts makes some due).
  SWITCHBOARD_ORPHAN_SWEEP_INTERVAL_MS: '500',
};

let runtime: ChildProcess | undefined;

/** Starts the real local runtime (in-memory stand-ins) on a free port for the API tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = join(import.meta.dirname, '..', '..');
  const outbox = mkdtempSync(join(tmpdir(), 'switchboard-api-outbox-'));
  const registryDir = mkdtempSync(join(tmpdir(), 'switchboard-api-secrets-'));
  const registryFile = join(registryDir, 'secrets.jsonl');
  const args = ['scripts/start.mjs', '--in-memory', '--port', '0', '--no-build', '--quiet', '--outbox', outbox];
  runtime = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      SWITCHBOARD_SEED_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'info',
      ...RUNTIME_SETTINGS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  let output = '';
  runtime.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    output += chunk.toString();
  });
  runtime.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
  project.provide('dynamoEndpoint', /DynamoDB stand-in: (http:\/\/[\d.:]+)/.exec(output)![1]!);
  project.provide('s3Endpoint', /S3 stand-in: (http:\/\/[\d.:]+)/.exec(output)![1]!);
  project.provide('secretsEndpoint', /Secrets Manager stand-in: (http:\/\/[\d.:]+)/.exec(output)![1]!);
  project.provide('outbox', outbox);
  project.provide('secretRegistry', registryFile);
  return async () => {
    runtime?.kill('SIGTERM');
    rmSync(outbox, { recursive: true, force: true });
    // Every log line the runtime wrote during the API tests: none may carry a password, token or key they sent.
    const registry = new SecretRegistry(registryFile).load();
    registry.add(TEST_PASSWORD);
    rmSync(registryDir, { recursive: true, force: true });
    const leaked = registry.foundIn(output);
    // Kept for whoever looks into a failure (a 500 names its request id; the runtime's log line has the cause), when
    // it holds none of the secrets.
    if (leaked.length === 0) {
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/api-runtime.log', output);
    }
    const problems = [
      ...(leaked.length ? [`the runtime's logs carry secrets: ${leaked.join(', ')}`] : []),
      ...(output.includes('"message":"request"') ? [] : ['the runtime wrote no request logs to check']),
    ];
    if (problems.length) {
      // A teardown's error alone does not fail the run: set the exit code as well.
      process.exitCode = 1;
      throw new Error(problems.join('; '));
    }
  };
}

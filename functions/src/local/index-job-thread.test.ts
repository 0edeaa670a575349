import { describe, expect, it } from 'vitest';
import { useStandIns } from './use-stand-ins';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/**
 * The local index job thread (index-job-thread.ts) on the real embedded DynamoDB: a thread that dies with a job in
 * hand gives its build lease back at once, so the organization's next question starts a new build instead of
 * answering "being built" until the lease expires 16 minutes later.
 */
useStandIns();

/** A job thread that dies on its first job, as the given code makes it. */
const dyingWorker = (code: string) =>
  new URL(`data:text/javascript,import{parentPort}from'node:worker_threads';parentPort.on('message',()=>{${code}})`);

describe('a dead index job thread', () => {
  for (const [how, code] of [
    ['throws', "throw new Error('out of memory')"],
    ['exits', 'process.exit(1)'],
  ] as const) {
    it(`releases the lease of the job it held when it ${how}`, async () => {
      const { startIndexJobThread } = await import('./index-job-thread');
      const { startIndexJob } = await import('../services/help/answering-index/index-job-starter');
      const { buildInProgress } = await import('../services/help/answering-index/index-build-lease');
      const organizationId = `dying-${how}`;
      const stop = startIndexJobThread(dyingWorker(code));
      try {
        expect(await startIndexJob(organizationId, 7, 500)).toBe(true);
        await expect.poll(() => buildInProgress(organizationId), { timeout: 10_000, interval: 50 }).toBeUndefined();
        // The next start takes the lease again (and this thread is a new one).
        expect(await startIndexJob(organizationId, 7, 500)).toBe(true);
      } finally {
        await stop();
      }
    }, 30_000);
  }
});

import { Worker } from 'node:worker_threads';
import { log } from '../log/log';
import { releaseBuildLease } from '../services/help/answering-index/index-build-lease';
import { setIndexJobRunner } from '../services/help/answering-index/index-job-starter';
import type { BuildReport, IndexJob } from '../services/help/answering-index/index-job';

const JOB_WORKER = new URL('./index-job-worker.mjs', import.meta.url);

/** What the thread reports of each job (benches read where a build's time went). */
export type IndexJobReport = { done: string; version: number; ms: number; built?: BuildReport } | { failed: string };

/**
 * On one machine the help index build job runs on a worker thread (deployed: the builder Lambda), so a large
 * organization's build does not hold up the questions of the others. The thread starts with the first job (it loads
 * its own copy of the encoder) and stays for the next ones. It runs its jobs one after another and reports each;
 * when it dies (an error it did not catch, or an exit), the leases of the jobs it had not reported are given back
 * at once, so the next question starts a build instead of waiting for the lease to expire (16 minutes).
 */
export function startIndexJobThread(
  workerUrl: URL = JOB_WORKER,
  onReport?: (report: IndexJobReport) => void,
): () => Promise<void> {
  let worker: Worker | undefined;
  let inFlight: IndexJob[] = [];
  const releaseUnreported = (thread: Worker, why: string) => {
    if (worker !== thread) return;
    worker = undefined;
    const lost = inFlight;
    inFlight = [];
    for (const job of lost) {
      log('error', 'help index job thread ended; lease released', { organizationId: job.organizationId, why });
      void releaseBuildLease(job.organizationId, job.lease.LeaseToken).catch(() => undefined);
    }
  };
  const workerOf = () => {
    if (worker) return worker;
    const thread = new Worker(workerUrl);
    worker = thread;
    thread.on('message', (report: IndexJobReport) => {
      inFlight.shift();
      onReport?.(report);
      if (inFlight.length === 0) thread.unref();
    });
    thread.on('error', (error) => releaseUnreported(thread, error.message));
    thread.on('exit', (code) => releaseUnreported(thread, `exit ${code}`));
    return thread;
  };
  setIndexJobRunner((job: IndexJob) => {
    const thread = workerOf();
    inFlight.push(job);
    thread.ref();
    thread.postMessage(job);
  });
  return async () => {
    setIndexJobRunner(undefined);
    const thread = worker;
    worker = undefined;
    inFlight = [];
    await thread?.terminate();
  };
}

import { Worker } from 'node:worker_threads';
import { setIndexJobRunner } from '../services/help/index-job-starter';
import type { IndexJob } from '../services/help/index-job';

/**
 * On one machine the help index build job runs on a worker thread (deployed: the builder Lambda), so a large
 * organization's build does not hold up the questions of the others. The thread starts with the first job (it loads
 * its own copy of the encoder) and stays for the next ones.
 */
export function startIndexJobThread(): () => Promise<void> {
  let worker: Worker | undefined;
  let pending = 0;
  const workerOf = () => {
    if (worker) return worker;
    worker = new Worker(new URL('./index-job-worker.mjs', import.meta.url));
    worker.on('message', () => {
      if (--pending === 0) worker?.unref();
    });
    worker.on('error', () => (worker = undefined));
    worker.on('exit', () => (worker = undefined));
    return worker;
  };
  setIndexJobRunner((job: IndexJob) => {
    const thread = workerOf();
    pending++;
    thread.ref();
    thread.postMessage(job);
  });
  return async () => {
    setIndexJobRunner(undefined);
    await worker?.terminate();
  };
}

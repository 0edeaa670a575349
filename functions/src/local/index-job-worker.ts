import { parentPort } from 'node:worker_threads';
import { log } from '../http/log';
import { runIndexJob, type IndexJob } from '../services/help/index-job';

/**
 * Builds answering indexes one job after another, off the thread that answers requests (what the builder Lambda
 * does when deployed). Reports each finished job to the runtime.
 */
const queue: IndexJob[] = [];
let running = false;

async function drain() {
  if (running) return;
  running = true;
  while (queue.length) {
    const job = queue.shift()!;
    try {
      const { version, ms } = await runIndexJob(job);
      parentPort!.postMessage({ done: job.organizationId, version, ms });
    } catch (error) {
      log('error', 'help index job failed', { organizationId: job.organizationId, error: (error as Error).message });
      parentPort!.postMessage({ failed: job.organizationId });
    }
  }
  running = false;
}

parentPort!.on('message', (job: IndexJob) => {
  queue.push(job);
  void drain();
});

import { availableParallelism } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { log } from '../log/log';
import { setEncodeThreads } from '../services/help/answering-index/index-build-encoder';
import { runIndexJob, type IndexJob } from '../services/help/answering-index/index-job';
import { startEncodeThreads } from './index-encode-threads';

/**
 * How many threads encode a build's questions (SWITCHBOARD_INDEX_WORKERS; default one a core, at most 2): with 1 this
 * thread encodes them itself. Chunks of 500 questions (~2 s each) keep both threads busy until the end.
 */
const workers = Number(process.env.SWITCHBOARD_INDEX_WORKERS) || Math.min(2, availableParallelism());
if (workers > 1)
  setEncodeThreads({ encode: startEncodeThreads(workers).encode, options: { lanes: workers, chunkSize: 500 } });

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
      const { version, ms, built } = await runIndexJob(job);
      parentPort!.postMessage({ done: job.organizationId, version, ms, built });
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

import { Worker } from 'node:worker_threads';
import { unpackVectors, type ChunkEncoder } from '../services/help/answering-index/index-encode-chunks';

const ENCODE_WORKER = new URL('./index-encode-worker.mjs', import.meta.url);

type Reply = { id: number; vectors: Uint8Array } | { id: number; error: string };
interface Pending {
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

/**
 * Encoding threads of one machine (the deployed counterpart: the encoder Lambda): `count` worker threads, each with
 * its own copy of the encoder (~200 MB, loaded with its first chunk), started on first use and kept for the next
 * builds without holding the process open. A chunk goes to the thread with the fewest chunks waiting; a thread that
 * dies fails its chunks (the build fails and is started again later) and is replaced on the next chunk.
 */
export function startEncodeThreads(count: number, workerUrl: URL = ENCODE_WORKER) {
  const threads: ({ worker: Worker; pending: Map<number, Pending> } | undefined)[] = new Array(count);
  let nextId = 0;
  const threadAt = (slot: number) => {
    const existing = threads[slot];
    if (existing) return existing;
    const thread = { worker: new Worker(workerUrl), pending: new Map<number, Pending>() };
    const fail = (why: string) => {
      if (threads[slot] === thread) threads[slot] = undefined;
      for (const { reject } of thread.pending.values()) reject(new Error(`encoding thread ended: ${why}`));
      thread.pending.clear();
    };
    thread.worker.on('message', (reply: Reply) => {
      const waiting = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      if (thread.pending.size === 0) thread.worker.unref();
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(unpackVectors(reply.vectors, 512));
    });
    thread.worker.on('error', (error) => fail(error.message));
    thread.worker.on('exit', (code) => fail(`exit ${code}`));
    threads[slot] = thread;
    return thread;
  };
  const leastBusy = () => {
    let best = 0;
    for (let slot = 1; slot < count; slot++)
      if ((threads[slot]?.pending.size ?? 0) < (threads[best]?.pending.size ?? 0)) best = slot;
    return best;
  };
  const encode: ChunkEncoder = (texts) =>
    new Promise((resolve, reject) => {
      const thread = threadAt(leastBusy());
      const id = nextId++;
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, texts });
    });
  const stop = async () => {
    const running = threads.splice(0).filter((thread) => thread !== undefined);
    await Promise.all(running.map(({ worker }) => worker.terminate()));
  };
  return { encode, stop };
}

import { describe, expect, it } from 'vitest';
import { loadSentenceEncoder } from '../services/help/answering-index/sentence-encoder';
import { encodeInChunks } from '../services/help/answering-index/index-encode-chunks';
import { startEncodeThreads } from './index-encode-threads';

/**
 * The local runner of a build's parallel encoding: two worker threads, each with its own encoder, encode the chunks
 * and the merged vectors are those of this process's encoder (each in its place); a thread that dies fails the build instead of leaving
 * it waiting, and the next chunk gets a new thread.
 */
const questions = [
  'How do I book a meeting room?',
  'What is the guest wifi password?',
  'Where can I park my car?',
  'How do I get a parking permit?',
  'Who do I ask about my payslip?',
];

describe('encoding threads', () => {
  it('encode the chunks on two threads into the vectors this process computes', async () => {
    const threads = startEncodeThreads(2);
    try {
      const vectors = await encodeInChunks(questions, threads.encode, { lanes: 2, chunkSize: 2 });
      const own = await (await loadSentenceEncoder()).embed(questions);
      // A chunk of one goes through the hand-written forward pass, a batch through the graph: equal to ~1e-7.
      const largestDifference = Math.max(
        ...vectors.flatMap((vector, i) => Array.from(vector, (x, d) => Math.abs(x - own[i]![d]!))),
      );
      expect(largestDifference).toBeLessThan(1e-5);
    } finally {
      await threads.stop();
    }
  }, 60_000);

  it('fail the chunk of a thread that exits, and start a new thread for the next one', async () => {
    const exiting = new URL(
      "data:text/javascript,import{parentPort}from'node:worker_threads';parentPort.on('message',()=>process.exit(3))",
    );
    const threads = startEncodeThreads(1, exiting);
    try {
      await expect(threads.encode(questions)).rejects.toThrow('encoding thread ended: exit 3');
      await expect(threads.encode(questions)).rejects.toThrow('encoding thread ended: exit 3');
    } finally {
      await threads.stop();
    }
  }, 30_000);
});

import type { SentenceEncoder } from '@switchboard/answering';
import { loadSentenceEncoder } from './sentence-encoder';
import { chunkedEncoder, type ChunkEncoder, type ParallelOptions } from './index-encode-chunks';
import { LAMBDA_PARALLEL, lambdaChunkEncoder } from './index-encode-lambda';

/** Parallel encoding threads of one machine (the local runtime's job thread sets them: local/index-encode-threads.ts). */
export interface EncodeThreads {
  encode: ChunkEncoder;
  options: ParallelOptions;
}
let threads: EncodeThreads | undefined;

export function setEncodeThreads(next: EncodeThreads | undefined) {
  threads = next;
}

/** An encoder that counts the milliseconds spent in it (the build job logs the encoding apart from the rest). */
export interface TimedEncoder extends SentenceEncoder {
  readonly spentMs: number;
}

/**
 * The encoder a full build uses: deployed, chunks fanned out to the encoder Lambda (HELP_INDEX_ENCODER_ARN); on one
 * machine, the encoding threads when set; else this process's own encoder.
 */
export async function indexBuildEncoder(): Promise<TimedEncoder> {
  const own = await loadSentenceEncoder();
  const fanOut = process.env.HELP_INDEX_ENCODER_ARN;
  const encoder = fanOut
    ? chunkedEncoder(own, lambdaChunkEncoder(fanOut), LAMBDA_PARALLEL)
    : threads
      ? chunkedEncoder(own, threads.encode, threads.options)
      : own;
  let spentMs = 0;
  return {
    dimension: encoder.dimension,
    get spentMs() {
      return spentMs;
    },
    async embed(texts) {
      const started = performance.now();
      try {
        return await encoder.embed(texts);
      } finally {
        spentMs += performance.now() - started;
      }
    },
  };
}

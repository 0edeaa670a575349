import type { SentenceEncoder } from '@switchboard/answering';

/**
 * Encoding an index build's questions in parallel (issue 28 item 5): the distinct texts are cut into chunks, a few
 * lanes take chunks one after another from one queue (a lane that finishes early takes the next: no lane waits for
 * a slow one's share), and the vectors are merged back into the texts' order. One code path for both runners: worker
 * threads on one machine (local/index-encode-threads.ts) and invocations of the encoder Lambda deployed
 * (index-encode-lambda.ts). Pure: the runner is passed in.
 */
export interface EncodeChunk {
  /** Where the chunk's first text is among the distinct texts. */
  start: number;
  texts: string[];
}

/** Encodes one chunk's texts: one unit vector a text, in order. */
export type ChunkEncoder = (texts: string[]) => Promise<Float32Array[]>;

export interface ParallelOptions {
  /** How many chunks are encoded at once. */
  lanes: number;
  /** Texts a chunk (the runner's limit: a Lambda's 6 MB response; small enough that lanes end together). */
  chunkSize: number;
}

/** Consecutive chunks of at most `size` texts. */
export function chunkTexts(texts: readonly string[], size: number): EncodeChunk[] {
  if (!(size >= 1)) throw new Error(`chunk size must be at least 1 (was ${size})`);
  const chunks: EncodeChunk[] = [];
  for (let start = 0; start < texts.length; start += size)
    chunks.push({ start, texts: texts.slice(start, start + size) });
  return chunks;
}

/**
 * The vectors of `count` texts from their chunks' results, in order. A chunk with a vector too many or too few, or a
 * text no chunk covered, is an error: a build must never store a question under another question's vector.
 */
export function mergeChunks(count: number, done: { chunk: EncodeChunk; vectors: Float32Array[] }[]): Float32Array[] {
  const merged: (Float32Array | undefined)[] = new Array(count);
  for (const { chunk, vectors } of done) {
    if (vectors.length !== chunk.texts.length)
      throw new Error(`chunk at ${chunk.start}: ${vectors.length} vectors for ${chunk.texts.length} texts`);
    vectors.forEach((vector, i) => (merged[chunk.start + i] = vector));
  }
  const missing = merged.findIndex((vector) => vector === undefined);
  if (missing >= 0 || merged.length !== count) throw new Error(`no vector for text ${missing}`);
  return merged as Float32Array[];
}

/** Encodes `texts` (repeats encoded once) by `encode` on `lanes` chunks at a time; the vectors in the texts' order. */
export async function encodeInChunks(
  texts: readonly string[],
  encode: ChunkEncoder,
  { lanes, chunkSize }: ParallelOptions,
): Promise<Float32Array[]> {
  const distinct = [...new Set(texts)];
  const queue = chunkTexts(distinct, chunkSize);
  const done: { chunk: EncodeChunk; vectors: Float32Array[] }[] = [];
  const lane = async () => {
    for (let chunk = queue.shift(); chunk; chunk = queue.shift())
      done.push({ chunk, vectors: await encode(chunk.texts) });
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, queue.length)) }, lane));
  const vectors = mergeChunks(distinct.length, done);
  const at = new Map(distinct.map((text, i) => [text, i]));
  return texts.map((text) => vectors[at.get(text)!]!);
}

/**
 * The encoder a full build uses: calls of at least one chunk go to the runner in parallel; smaller ones (an entry's
 * upsert) stay with the process's own encoder.
 */
export function chunkedEncoder(own: SentenceEncoder, encode: ChunkEncoder, options: ParallelOptions): SentenceEncoder {
  return {
    dimension: own.dimension,
    embed: (texts) => (texts.length < options.chunkSize ? own.embed(texts) : encodeInChunks(texts, encode, options)),
  };
}

/** Vectors as one little-endian float32 buffer (what a thread transfers and a Lambda sends as base64). */
export function packVectors(vectors: readonly Float32Array[], dimension: number): Uint8Array<ArrayBuffer> {
  const packed = new Float32Array(vectors.length * dimension);
  vectors.forEach((vector, i) => {
    if (vector.length !== dimension) throw new Error(`vector ${i} has ${vector.length} numbers, not ${dimension}`);
    packed.set(vector, i * dimension);
  });
  return new Uint8Array(packed.buffer);
}

/** The vectors of a packed buffer (copied: the buffer may be a view into a larger one). */
export function unpackVectors(bytes: Uint8Array, dimension: number): Float32Array[] {
  const size = dimension * Float32Array.BYTES_PER_ELEMENT;
  if (bytes.byteLength % size !== 0) throw new Error(`${bytes.byteLength} bytes are not whole vectors of ${dimension}`);
  const vectors: Float32Array[] = [];
  for (let at = 0; at < bytes.byteLength; at += size)
    vectors.push(new Float32Array(bytes.buffer.slice(bytes.byteOffset + at, bytes.byteOffset + at + size)));
  return vectors;
}

import { describe, expect, it } from 'vitest';
import {
  chunkedEncoder,
  chunkTexts,
  encodeInChunks,
  mergeChunks,
  packVectors,
  unpackVectors,
  type ChunkEncoder,
} from './index-encode-chunks';

/** A stand-in encoder whose vector names its text (the first number is the text's number), 4 numbers a vector. */
const vectorOf = (text: string) => Float32Array.from([Number(text.split(' ')[1]), 1, 2, 3]);
const texts = (count: number) => Array.from({ length: count }, (_, i) => `question ${i}`);

describe('encoding an index build in chunks', () => {
  it('cuts the texts into consecutive chunks of at most the size, covering each text once', () => {
    const chunks = chunkTexts(texts(7), 3);
    expect(chunks.map(({ start, texts }) => [start, texts.length])).toEqual([
      [0, 3],
      [3, 3],
      [6, 1],
    ]);
    expect(chunks.flatMap((chunk) => chunk.texts)).toEqual(texts(7));
    expect(() => chunkTexts(texts(2), 0)).toThrow('chunk size must be at least 1');
  });

  it('merges chunks finished in any order back into the texts’ order, and refuses a gap or a short chunk', () => {
    const chunks = chunkTexts(texts(5), 2);
    const done = chunks.map((chunk) => ({ chunk, vectors: chunk.texts.map(vectorOf) })).reverse();
    expect(mergeChunks(5, done).map((vector) => vector[0])).toEqual([0, 1, 2, 3, 4]);
    expect(() => mergeChunks(5, done.slice(0, -1))).toThrow('no vector for text 0');
    const short = [{ chunk: chunks[0]!, vectors: [vectorOf('question 0')] }];
    expect(() => mergeChunks(2, short)).toThrow('chunk at 0: 1 vectors for 2 texts');
  });

  it('encodes on several lanes at once, each text once, with the vectors of the texts in their order', async () => {
    const asked: string[][] = [];
    let running = 0;
    let most = 0;
    const encode: ChunkEncoder = async (chunk) => {
      asked.push(chunk);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setImmediate(resolve));
      running--;
      return chunk.map(vectorOf);
    };
    const input = [...texts(10), 'question 3', 'question 0'];
    const vectors = await encodeInChunks(input, encode, { lanes: 3, chunkSize: 2 });
    expect(vectors.map((vector) => vector[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 3, 0]);
    expect(asked.flat().sort()).toEqual(texts(10).sort());
    expect(asked.every((chunk) => chunk.length <= 2)).toBe(true);
    expect(most).toBe(3);
  });

  it('fails the build when a chunk fails', async () => {
    const encode: ChunkEncoder = async (chunk) => {
      if (chunk.includes('question 4')) throw new Error('encoder function failed');
      return chunk.map(vectorOf);
    };
    await expect(encodeInChunks(texts(6), encode, { lanes: 2, chunkSize: 2 })).rejects.toThrow(
      'encoder function failed',
    );
  });

  it('leaves calls smaller than a chunk (an entry’s upsert) to the process’s own encoder', async () => {
    const own = { dimension: 4, embed: async (batch: string[]) => batch.map(() => Float32Array.from([-1, 0, 0, 0])) };
    const encoder = chunkedEncoder(own, async (chunk) => chunk.map(vectorOf), { lanes: 2, chunkSize: 3 });
    expect((await encoder.embed(texts(2))).map((vector) => vector[0])).toEqual([-1, -1]);
    expect((await encoder.embed(texts(4))).map((vector) => vector[0])).toEqual([0, 1, 2, 3]);
  });

  it('packs vectors into one buffer and back, bit for bit, also from a view into a larger buffer', () => {
    const vectors = [Float32Array.from([0.1, -2, 3e-8, 4]), Float32Array.from([5, 6, 7, Number.MIN_VALUE])];
    const packed = packVectors(vectors, 4);
    expect(packed.byteLength).toBe(32);
    expect(unpackVectors(packed, 4)).toEqual(vectors);
    const larger = new Uint8Array(40);
    larger.set(packed, 8);
    expect(unpackVectors(larger.subarray(8), 4)).toEqual(vectors);
    expect(() => unpackVectors(packed.subarray(0, 20), 4)).toThrow('20 bytes are not whole vectors of 4');
    expect(() => packVectors([Float32Array.from([1])], 4)).toThrow('vector 0 has 1 numbers, not 4');
  });
});

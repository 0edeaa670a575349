import { AnsweringIndex } from './answering-index';
import type { Calibration } from './calibration';
import { loadSentenceEncoder, type SentenceEncoder } from './encoder';
import type { HelpEntry, IndexOptions } from './types';
import { VectorStore } from './vector-store';

/**
 * One binary blob per knowledge base (for an S3 object; too big for a DynamoDB item): a JSON header (entries,
 * question texts, calibration) then the float sections (encoder vectors, whitened vectors, whitening factor, cluster
 * centroids and each question's cluster). Loading does no encoding and no linear algebra, so a cold Lambda answers
 * after reading it; ~4 KB per question plus 2 MB. Removed questions are compacted away.
 */
const MAGIC = 0x41514253; // "SBQA"
const VERSION = 1;

interface Header {
  version: number;
  dimension: number;
  options: Required<IndexOptions>;
  calibration: Calibration;
  entries: HelpEntry[];
  clusters: number;
}

export function serializeIndex(index: AnsweringIndex): Uint8Array {
  const { dimension } = index.store;
  const live = [...index.entries.values()];
  const slots = live.flatMap((stored) => stored.slots);
  const clusters = index.store.centroids ? index.store.centroids.length / dimension : 0;
  const header: Header = {
    version: VERSION,
    dimension,
    options: index.options,
    calibration: index.calibration,
    entries: live.map((stored) => ({
      ...stored.entry,
      questions: stored.slots.map((slot) => index.slotText[slot]!),
    })),
    clusters,
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = align(8 + json.length);
  const vectorBytes = slots.length * dimension * 4;
  const size = start + 2 * vectorBytes + dimension * dimension * 8 + clusters * dimension * 4 + slots.length * 4;
  const bytes = new Uint8Array(align(size));
  const view = new DataView(bytes.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, json.length, true);
  bytes.set(json, 8);
  let offset = start;
  const write = (array: Float32Array | Float64Array | Int32Array) => {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
    offset += array.byteLength;
  };
  slots.forEach((slot) => write(index.store.rawOf(slot)));
  slots.forEach((slot) => write(index.store.whiteOf(slot)));
  write(index.store.factor);
  if (index.store.centroids) write(index.store.centroids);
  write(Int32Array.from(slots, (slot) => index.store.clusterOf[slot] ?? -1));
  return bytes;
}

export async function deserializeIndex(
  bytes: Uint8Array,
  options: { encoder?: SentenceEncoder } = {},
): Promise<AnsweringIndex> {
  const copy = new Uint8Array(bytes); // aligned, and independent of the caller's buffer
  const view = new DataView(copy.buffer);
  if (view.getUint32(0, true) !== MAGIC) throw new Error('Not a help answering index');
  const header = JSON.parse(new TextDecoder().decode(copy.subarray(8, 8 + view.getUint32(4, true)))) as Header;
  if (header.version !== VERSION) throw new Error(`Unsupported help answering index version ${header.version}`);
  const { dimension } = header;
  const count = header.entries.reduce((n, entry) => n + entry.questions.length, 0);
  let offset = align(8 + view.getUint32(4, true));
  const take = <T>(make: (buffer: ArrayBuffer, at: number, length: number) => T, length: number, width: number) => {
    const array = make(copy.buffer, offset, length);
    offset += length * width;
    return array;
  };
  const raw = take((b, at, n) => new Float32Array(b, at, n), count * dimension, 4);
  const white = take((b, at, n) => new Float32Array(b, at, n), count * dimension, 4);
  const factor = take((b, at, n) => new Float64Array(b, at, n), dimension * dimension, 8);
  const centroids = header.clusters
    ? take((b, at, n) => new Float32Array(b, at, n), header.clusters * dimension, 4)
    : null;
  const clusterOf = take((b, at, n) => new Int32Array(b, at, n), count, 4);

  const encoder = options.encoder ?? (await loadSentenceEncoder());
  if (encoder.dimension !== dimension) throw new Error('The index was built with another encoder');
  const store = new VectorStore(dimension, factor, Math.max(1, count));
  store.raw.set(raw);
  store.white.set(white);
  store.size = count;
  const index = new AnsweringIndex(encoder, store, header.options);
  index.restore(header.entries);
  if (centroids) store.useClusters(centroids, clusterOf, [...Array(count).keys()]);
  index.calibration = header.calibration;
  return index;
}

const align = (n: number) => Math.ceil(n / 8) * 8;

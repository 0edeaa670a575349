import { seededRandom } from './seeded-random';
import { VectorRows } from './simd-dot';
import { dequantize, dot, quantize, whiten } from './vectors';

/** Above this many questions a question is compared with a few clusters of questions instead of all of them. */
export const CLUSTERING_FROM = 4096;

/**
 * Question vectors by slot: the encoder's vector (kept for recalibration, as int8: a quarter of the memory) and its
 * whitened unit vector (what is compared, float32). Removed slots stay as holes until the next rebuild. Large stores are clustered (IVF: k-means centroids,
 * each question listed under its nearest), and a search scans only the clusters nearest the question.
 */
export class VectorStore {
  raw: Int8Array;
  rawScale: Float32Array;
  white: Float32Array;
  /** Where the whitened vectors live (white is its values): WebAssembly memory, for the SIMD comparison. */
  private whiteRows: VectorRows;
  size = 0;
  centroids: Float32Array | null = null;
  clusterOf: Int32Array = new Int32Array(0);
  private lists: number[][] = [];

  constructor(
    readonly dimension: number,
    /** The whitening factor; null stores the encoder's vectors unchanged (before the first calibration). */
    public factor: Float64Array | null,
    capacity = 64,
  ) {
    this.raw = new Int8Array(capacity * dimension);
    this.rawScale = new Float32Array(capacity);
    this.whiteRows = new VectorRows(capacity, dimension);
    this.white = this.whiteRows.values;
  }

  /** Stores a vector in the next slot and returns the slot. */
  push(vector: Float32Array): number {
    if ((this.size + 1) * this.dimension > this.raw.length) this.grow();
    const slot = this.size++;
    this.rawScale[slot] = quantize(vector, this.raw, slot * this.dimension);
    const white = this.white.subarray(slot * this.dimension, (slot + 1) * this.dimension);
    if (this.factor) whiten(this.factor, vector, white, this.dimension);
    else white.set(vector);
    if (this.centroids) this.assign(slot);
    return slot;
  }

  whiteOf(slot: number): Float32Array {
    return this.white.subarray(slot * this.dimension, (slot + 1) * this.dimension);
  }

  rawOf(slot: number): Float32Array {
    return dequantize(this.raw, slot * this.dimension, this.rawScale[slot]!, new Float32Array(this.dimension));
  }

  /**
   * Visits the slots worth comparing with a whitened question vector (all, or those of the nearest clusters) that
   * `keep` accepts, each with its dot product with the question.
   */
  forEachSlotNear(query: Float32Array, keep: (slot: number) => boolean, visit: (slot: number, score: number) => void) {
    const rows = this.whiteRows;
    rows.setQuery(query);
    const consider = (slot: number) => {
      if (keep(slot)) visit(slot, rows.queryDot(slot));
    };
    if (!this.centroids) {
      for (let slot = 0; slot < this.size; slot++) consider(slot);
      return;
    }
    const clusters = this.lists.length;
    const scores = this.lists.map((_, c) => dot(query, this.centroids!, c * this.dimension));
    const probes = [...scores.keys()]
      .sort((a, b) => scores[b]! - scores[a]!)
      .slice(0, Math.max(6, Math.ceil(clusters / 16)));
    for (const c of probes) for (const slot of this.lists[c]!) consider(slot);
  }

  /** Clusters the live slots (k = √n, k-means from a seeded sample), or drops clustering for a small store. */
  cluster(live: number[]): void {
    if (live.length <= CLUSTERING_FROM) {
      this.centroids = null;
      this.lists = [];
      return;
    }
    const k = Math.ceil(Math.sqrt(live.length));
    const random = seededRandom(7);
    const sample = [...live].sort(() => random() - 0.5).slice(0, Math.min(live.length, 16 * k));
    const centroids = new Float32Array(k * this.dimension);
    sample.slice(0, k).forEach((slot, c) => centroids.set(this.whiteOf(slot), c * this.dimension));
    for (let round = 0; round < 4; round++) {
      const sums = new Float64Array(k * this.dimension);
      for (const slot of sample) {
        const c = this.nearest(centroids, this.whiteOf(slot));
        const vector = this.whiteOf(slot);
        for (let i = 0; i < this.dimension; i++) sums[c * this.dimension + i]! += vector[i]!;
      }
      for (let c = 0; c < k; c++) {
        const row = sums.subarray(c * this.dimension, (c + 1) * this.dimension);
        const norm = Math.sqrt(row.reduce((s, x) => s + x * x, 0));
        if (norm > 0) for (let i = 0; i < this.dimension; i++) centroids[c * this.dimension + i] = row[i]! / norm;
      }
    }
    this.useClusters(centroids, null, live);
  }

  /** Installs centroids and, when known (a loaded index), each slot's cluster; otherwise assigns the live slots. */
  useClusters(centroids: Float32Array, clusterOf: Int32Array | null, live: number[]): void {
    this.centroids = centroids;
    this.lists = Array.from({ length: centroids.length / this.dimension }, () => []);
    this.clusterOf = new Int32Array(this.raw.length / this.dimension).fill(-1);
    for (const slot of live) {
      if (clusterOf) {
        this.clusterOf[slot] = clusterOf[slot]!;
        this.lists[clusterOf[slot]!]!.push(slot);
      } else this.assign(slot);
    }
  }

  private assign(slot: number): void {
    if (slot >= this.clusterOf.length) {
      const grown = new Int32Array(this.raw.length / this.dimension).fill(-1);
      grown.set(this.clusterOf);
      this.clusterOf = grown;
    }
    const c = this.nearest(this.centroids!, this.whiteOf(slot));
    this.clusterOf[slot] = c;
    this.lists[c]!.push(slot);
  }

  private nearest(centroids: Float32Array, vector: Float32Array): number {
    let best = 0;
    let bestScore = -Infinity;
    for (let c = 0; c * this.dimension < centroids.length; c++) {
      const score = dot(vector, centroids, c * this.dimension);
      if (score > bestScore) [best, bestScore] = [c, score];
    }
    return best;
  }

  private grow(): void {
    const raw = new Int8Array(this.raw.length * 2);
    raw.set(this.raw);
    this.raw = raw;
    const rawScale = new Float32Array(this.rawScale.length * 2);
    rawScale.set(this.rawScale);
    this.rawScale = rawScale;
    const white = new VectorRows(this.rawScale.length, this.dimension);
    white.values.set(this.white);
    this.whiteRows = white;
    this.white = white.values;
  }
}

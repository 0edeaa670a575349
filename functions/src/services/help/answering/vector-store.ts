import { seededRandom } from './seeded-random';
import { dot, whiten } from './vectors';

/** Above this many questions a question is compared with a few clusters of questions instead of all of them. */
export const CLUSTERING_FROM = 4096;

/**
 * Question vectors by slot: the encoder's vector (kept for recalibration) and its whitened unit vector (what is
 * compared). Removed slots stay as holes until the next rebuild. Large stores are clustered (IVF: k-means centroids,
 * each question listed under its nearest), and a search scans only the clusters nearest the question.
 */
export class VectorStore {
  raw: Float32Array;
  white: Float32Array;
  size = 0;
  centroids: Float32Array | null = null;
  clusterOf: Int32Array = new Int32Array(0);
  private lists: number[][] = [];

  constructor(
    readonly dimension: number,
    public factor: Float64Array,
    capacity = 64,
  ) {
    this.raw = new Float32Array(capacity * dimension);
    this.white = new Float32Array(capacity * dimension);
  }

  /** Stores a vector in the next slot and returns the slot. */
  push(vector: Float32Array): number {
    if ((this.size + 1) * this.dimension > this.raw.length) this.grow();
    const slot = this.size++;
    this.raw.set(vector, slot * this.dimension);
    whiten(
      this.factor,
      vector,
      this.white.subarray(slot * this.dimension, (slot + 1) * this.dimension),
      this.dimension,
    );
    if (this.centroids) this.assign(slot);
    return slot;
  }

  whiteOf(slot: number): Float32Array {
    return this.white.subarray(slot * this.dimension, (slot + 1) * this.dimension);
  }

  rawOf(slot: number): Float32Array {
    return this.raw.subarray(slot * this.dimension, (slot + 1) * this.dimension);
  }

  /** The slots worth comparing with a whitened question vector: all, or those of the nearest clusters. */
  slotsNear(query: Float32Array, alive: (slot: number) => boolean): Iterable<number> {
    if (!this.centroids) return this.allSlots(alive);
    const clusters = this.lists.length;
    const probes = Math.max(8, Math.ceil(clusters / 8));
    const order = [...this.lists.keys()]
      .map((c) => [c, dot(query, this.centroids!, c * this.dimension)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, probes);
    return order.flatMap(([c]) => this.lists[c]!.filter(alive));
  }

  /** Clusters the live slots (k = √n, k-means from a seeded sample), or drops clustering for a small store. */
  cluster(live: number[]): void {
    if (live.length <= CLUSTERING_FROM) {
      this.centroids = null;
      this.lists = [];
      return;
    }
    const k = Math.round(Math.sqrt(live.length));
    const random = seededRandom(7);
    const sample = [...live].sort(() => random() - 0.5).slice(0, Math.min(live.length, 24 * k));
    const centroids = new Float32Array(k * this.dimension);
    sample.slice(0, k).forEach((slot, c) => centroids.set(this.whiteOf(slot), c * this.dimension));
    for (let round = 0; round < 5; round++) {
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

  private *allSlots(alive: (slot: number) => boolean): Iterable<number> {
    for (let slot = 0; slot < this.size; slot++) if (alive(slot)) yield slot;
  }

  private grow(): void {
    for (const key of ['raw', 'white'] as const) {
      const bigger = new Float32Array(this[key].length * 2);
      bigger.set(this[key]);
      this[key] = bigger;
    }
  }
}

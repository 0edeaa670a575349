import type { VectorStore } from './vector-store';
import { dot } from './vectors';
import type { WordIndex } from './word-index';

/** What ranking reads from the index. */
export interface RankingView {
  store: VectorStore;
  words: WordIndex;
  slotEntry: (string | undefined)[];
  /** Sum of the whitened vectors of an entry's questions (its centroid, unnormalised). */
  centroidSum(entryId: string): Float64Array;
  slotsOf(entryId: string): number[];
  slotText(slot: number): string;
}

export interface RankedEntry {
  entryId: string;
  /** Whitened cosine with the entry's closest question: the confidence the refusal threshold applies to. */
  best: number;
  bestSlot: number;
  fused: number;
}

export interface RankRequest {
  vector: Float32Array;
  text: string;
  /** Entries that may answer (released, not expired, active); calibration passes none to consider all. */
  eligible?: (entryId: string) => boolean;
  /** Question slots or a whole entry left out, for leave-one-out calibration. */
  excludeSlots?: ReadonlySet<number>;
  excludeEntry?: string;
}

const BY_MEANING = 32; // entries kept from the vector search
const BY_WORDS = 8; // entries added from the word index
const WORD_WEIGHT = 0.25; // the lexical partner counts a quarter of the meaning score, both as z-scores

/**
 * Ranks entries for a question: by meaning (whitened cosine: half the closest question plus the entry's centroid),
 * fused with the word-index cosine as z-scores over the candidate entries (scale-free, so neither needs a constant
 * that depends on the data). Highest first.
 */
export function rankEntries(view: RankingView, request: RankRequest): RankedEntry[] {
  const { store, slotEntry } = view;
  const allowed = (entryId: string | undefined): entryId is string =>
    entryId !== undefined && entryId !== request.excludeEntry && (request.eligible?.(entryId) ?? true);
  const alive = (slot: number) => !request.excludeSlots?.has(slot) && allowed(slotEntry[slot]);

  const best = new Map<string, { score: number; slot: number }>();
  const consider = (slot: number) => {
    const entryId = slotEntry[slot]!;
    const score = dot(request.vector, store.white, slot * store.dimension);
    const current = best.get(entryId);
    if (!current || score > current.score) best.set(entryId, { score, slot });
  };
  for (const slot of store.slotsNear(request.vector, alive)) consider(slot);

  const lexical = new Map<string, number>();
  for (const [slot, score] of view.words.scores(request.text, request.excludeSlots)) {
    const entryId = slotEntry[slot];
    if (allowed(entryId) && score > (lexical.get(entryId) ?? 0)) lexical.set(entryId, score);
  }
  const candidates = new Set(topKeys(new Map([...best].map(([id, b]) => [id, b.score])), BY_MEANING));
  for (const entryId of topKeys(lexical, BY_WORDS)) {
    if (candidates.has(entryId)) continue;
    candidates.add(entryId);
    if (!best.has(entryId)) for (const slot of view.slotsOf(entryId)) if (alive(slot)) consider(slot);
  }

  const ranked = [...candidates].map((entryId) => {
    const { score, slot } = best.get(entryId)!;
    const meaning = 0.5 * score + centroidScore(view, entryId, request);
    return { entryId, best: score, bestSlot: slot, meaning, words: lexical.get(entryId) ?? 0 };
  });
  const meaning = zScores(ranked.map((r) => r.meaning));
  const words = zScores(ranked.map((r) => r.words));
  return ranked
    .map((r, i) => ({
      entryId: r.entryId,
      best: r.best,
      bestSlot: r.bestSlot,
      fused: ranked.length < 3 ? r.meaning : meaning[i]! + WORD_WEIGHT * words[i]!,
    }))
    .sort((a, b) => b.fused - a.fused);
}

function centroidScore(view: RankingView, entryId: string, request: RankRequest): number {
  const sum = Float64Array.from(view.centroidSum(entryId));
  for (const slot of request.excludeSlots ?? []) {
    if (view.slotEntry[slot] !== entryId) continue;
    const removed = view.store.whiteOf(slot);
    for (let i = 0; i < sum.length; i++) sum[i]! -= removed[i]!;
  }
  let product = 0;
  let norm = 0;
  for (let i = 0; i < sum.length; i++) {
    product += sum[i]! * request.vector[i]!;
    norm += sum[i]! * sum[i]!;
  }
  return norm > 1e-9 ? product / Math.sqrt(norm) : 0;
}

function topKeys(scores: Map<string, number>, count: number): string[] {
  return [...scores]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key]) => key);
}

function zScores(values: number[]): number[] {
  const mean = values.reduce((s, v) => s + v, 0) / (values.length || 1);
  const spread = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length || 1)) || 1;
  return values.map((v) => (v - mean) / spread);
}

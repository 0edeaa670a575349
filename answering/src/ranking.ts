import type { VectorStore } from './vector-store';
import { dot } from './vectors';
import { bestSlots, type WordIndex, type WordScores } from './word-index';

/** What ranking reads from the index. */
export interface RankingView {
  store: VectorStore;
  words: WordIndex;
  slotEntry: (string | undefined)[];
  /** Sum of the whitened vectors of an entry's questions (its centroid, unnormalised). */
  centroidSum(entryId: string): Float64Array;
  slotsOf(entryId: string): number[];
  slotText(slot: number): string;
  /** Norm of the sum of an entry's unit TF-IDF question vectors (WordIndex.sumNorm), kept per entry. */
  wordNorm(entryId: string): number;
}

export interface RankedEntry {
  entryId: string;
  /** The meaning score that ranks and that the refusal threshold applies to: ½·best + centroid (at most 1.5). */
  confidence: number;
  /** Whitened cosine with the entry's closest question. */
  best: number;
  bestSlot: number;
  /** Cosine with the entry's centroid (its questions' mean direction) and the word-index cosine. */
  centroid: number;
  words: number;
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
  /** The word search for text when the caller already ran it (it stays the caller's to release). */
  words?: WordScores;
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
  const allowedCache = new Map<string, boolean>();
  const allowed = (entryId: string | undefined): entryId is string => {
    if (entryId === undefined) return false;
    let verdict = allowedCache.get(entryId);
    if (verdict === undefined) {
      verdict = entryId !== request.excludeEntry && (request.eligible?.(entryId) ?? true);
      allowedCache.set(entryId, verdict);
    }
    return verdict;
  };
  const alive = (slot: number) => !request.excludeSlots?.has(slot) && allowed(slotEntry[slot]);

  const best = new Map<string, { score: number; slot: number }>();
  const consider = (slot: number, score = dot(request.vector, store.white, slot * store.dimension)) => {
    const entryId = slotEntry[slot]!;
    const current = best.get(entryId);
    if (!current) best.set(entryId, { score, slot });
    else if (score > current.score) [current.score, current.slot] = [score, slot];
  };
  store.forEachSlotNear(request.vector, alive, consider);

  const words = request.words ?? view.words.scores(request.text, request.excludeSlots);
  try {
    const candidates = topEntries(best, BY_MEANING);
    for (const entryId of topWordEntries(words, slotEntry, allowed, BY_WORDS)) {
      if (candidates.includes(entryId)) continue;
      candidates.push(entryId);
      if (!best.has(entryId)) for (const slot of view.slotsOf(entryId)) if (alive(slot)) consider(slot);
    }
    const ranked = candidates.map((entryId) => {
      const { score, slot } = best.get(entryId)!;
      let lexical = 0;
      for (const other of view.slotsOf(entryId)) lexical = Math.max(lexical, words.cosine[other]!);
      const centroid = centroidScore(view, entryId, request.vector, request.excludeSlots);
      return { entryId, best: score, bestSlot: slot, centroid, meaning: 0.5 * score + centroid, words: lexical };
    });
    const meaning = zScores(ranked.map((r) => r.meaning));
    const lexical = zScores(ranked.map((r) => r.words));
    return ranked
      .map((r, i) => ({
        entryId: r.entryId,
        confidence: r.meaning,
        best: r.best,
        bestSlot: r.bestSlot,
        centroid: r.centroid,
        words: r.words,
        fused: ranked.length < 3 ? r.meaning : meaning[i]! + WORD_WEIGHT * lexical[i]!,
      }))
      .sort((a, b) => b.fused - a.fused);
  } finally {
    if (!request.words) view.words.release(words);
  }
}

/** The entries of the best-scoring word matches, best first, up to count. */
function topWordEntries(
  words: WordScores,
  slotEntry: (string | undefined)[],
  allowed: (entryId: string | undefined) => entryId is string,
  count: number,
): string[] {
  const top = bestSlots(words, count * 8);
  const entries: string[] = [];
  for (const slot of top) {
    const entryId = slotEntry[slot];
    if (allowed(entryId) && !entries.includes(entryId)) entries.push(entryId);
    if (entries.length === count) break;
  }
  return entries;
}

/**
 * An entry's word score, the lexical mirror of the meaning score: ½·(cosine with its closest question by words) +
 * (cosine with the centroid of its questions' unit TF-IDF vectors: the sum of the cosines over the centroid's norm).
 */
export function entryWordScore(
  view: RankingView,
  entryId: string,
  cosine: Float64Array,
  excludeSlots?: ReadonlySet<number>,
): { score: number; bestSlot: number } {
  const slots = view.slotsOf(entryId);
  let sum = 0;
  let bestSlot = slots[0]!;
  for (const slot of slots) {
    sum += cosine[slot]!;
    if (cosine[slot]! > cosine[bestSlot]!) bestSlot = slot;
  }
  const leftOut = excludeSlots && slots.some((slot) => excludeSlots.has(slot));
  const norm = leftOut ? view.words.sumNorm(slots, excludeSlots) : view.wordNorm(entryId);
  return { score: 0.5 * cosine[bestSlot]! + (norm > 0 ? sum / norm : 0), bestSlot };
}

/** Cosine of a whitened vector with an entry's centroid, the excluded questions taken out of it. */
export function centroidScore(
  view: RankingView,
  entryId: string,
  vector: Float32Array,
  excludeSlots?: ReadonlySet<number>,
): number {
  const sum = Float64Array.from(view.centroidSum(entryId));
  for (const slot of excludeSlots ?? []) {
    if (view.slotEntry[slot] !== entryId) continue;
    const removed = view.store.whiteOf(slot);
    for (let i = 0; i < sum.length; i++) sum[i]! -= removed[i]!;
  }
  let product = 0;
  let norm = 0;
  for (let i = 0; i < sum.length; i++) {
    product += sum[i]! * vector[i]!;
    norm += sum[i]! * sum[i]!;
  }
  return norm > 1e-9 ? product / Math.sqrt(norm) : 0;
}

/** The meaning confidence of one entry for a whitened vector (½·closest question + centroid), or -1 if none is left. */
export function entryConfidence(
  view: RankingView,
  entryId: string,
  vector: Float32Array,
  excludeSlots?: ReadonlySet<number>,
): number {
  let best = -Infinity;
  for (const slot of view.slotsOf(entryId))
    if (!excludeSlots?.has(slot)) best = Math.max(best, dot(vector, view.store.white, slot * view.store.dimension));
  return best === -Infinity ? -1 : 0.5 * best + centroidScore(view, entryId, vector, excludeSlots);
}

/** The count best-scoring entries, best first, ties in the map's order (a bounded insertion, not a full sort). */
function topEntries(best: Map<string, { score: number }>, count: number): string[] {
  const top: { entryId: string; score: number }[] = [];
  for (const [entryId, { score }] of best) {
    let at = Math.min(top.length, count - 1);
    if (top.length === count && score <= top[at]!.score) continue;
    for (; at > 0 && top[at - 1]!.score < score; at--) top[at] = top[at - 1]!;
    top[at] = { entryId, score };
  }
  return top.map((t) => t.entryId);
}

function zScores(values: number[]): number[] {
  const mean = values.reduce((s, v) => s + v, 0) / (values.length || 1);
  const spread = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length || 1)) || 1;
  return values.map((v) => (v - mean) / spread);
}

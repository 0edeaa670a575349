import { wordFeatures } from './text';

interface Posting {
  slots: number[];
  /** 1 + log(term frequency) of the feature in each slot's question. */
  tf: number[];
}

/** Cosines of a question with the questions sharing a feature with it: slots touched, and each slot's cosine. */
export interface WordScores {
  touched: number[];
  cosine: Float64Array;
}

/** A word search set aside (hold) while the index searches with another buffer, e.g. across an await. */
export interface HeldScores {
  touched: number[];
  /** The search's own buffer, by slot (the index took a spare one meanwhile). */
  cosine: Float64Array;
}

/**
 * The lexical partner: TF-IDF over stemmed words and word pairs, cosine per question, kept in an inverted index so a
 * question only touches the questions that share a word with it. Adding or removing a question updates the counts in
 * place; question norms use the IDF of the moment they were added and are refreshed by refreshNorms().
 */
export class WordIndex {
  private readonly postings = new Map<string, Posting>();
  private readonly slotFeatures = new Map<number, Map<string, number>>();
  private norms = new Float64Array(64);
  private cosine: Float64Array = new Float64Array(64);
  /** Zeroed buffers of the current length, handed back by searches that were held. */
  private spare: Float64Array[] = [];

  add(slot: number, text: string): void {
    const counts = new Map<string, number>();
    for (const feature of wordFeatures(text)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    this.slotFeatures.set(slot, counts);
    for (const [feature, count] of counts) {
      let posting = this.postings.get(feature);
      if (!posting) this.postings.set(feature, (posting = { slots: [], tf: [] }));
      posting.slots.push(slot);
      posting.tf.push(1 + Math.log(count));
    }
    if (slot >= this.norms.length) {
      const grown = new Float64Array(Math.max(slot + 1, this.norms.length * 2));
      grown.set(this.norms);
      this.norms = grown;
      this.cosine = new Float64Array(grown.length);
      this.spare = [];
    }
    this.norms[slot] = this.norm(counts);
  }

  remove(slot: number): void {
    for (const feature of this.slotFeatures.get(slot)?.keys() ?? []) {
      const posting = this.postings.get(feature)!;
      const at = posting.slots.indexOf(slot);
      posting.slots.splice(at, 1);
      posting.tf.splice(at, 1);
      if (posting.slots.length === 0) this.postings.delete(feature);
    }
    this.slotFeatures.delete(slot);
  }

  refreshNorms(): void {
    for (const [slot, counts] of this.slotFeatures) this.norms[slot] = this.norm(counts);
  }

  /**
   * Norm of the sum of the unit TF-IDF vectors of some questions (an entry's word centroid, unnormalised): the cosine
   * of a text with that centroid is the sum of its cosines with the questions divided by this.
   */
  sumNorm(slots: number[], exclude?: ReadonlySet<number>): number {
    const sum = new Map<string, number>();
    for (const slot of slots) {
      if (exclude?.has(slot)) continue;
      for (const [feature, count] of this.slotFeatures.get(slot) ?? []) {
        const weight = ((1 + Math.log(count)) * this.idf(feature)) / (this.norms[slot] || 1);
        sum.set(feature, (sum.get(feature) ?? 0) + weight);
      }
    }
    let squares = 0;
    for (const weight of sum.values()) squares += weight * weight;
    return Math.sqrt(squares);
  }

  /** Cosine of the text with every question that shares a feature with it. Valid until the next call. */
  scores(text: string, exclude?: ReadonlySet<number>): WordScores {
    const query = new Map<string, number>();
    for (const feature of wordFeatures(text)) query.set(feature, (query.get(feature) ?? 0) + 1);
    const touched: number[] = [];
    const { cosine } = this;
    let queryNorm = 0;
    for (const [feature, count] of query) {
      const idf = this.idf(feature);
      const weight = (1 + Math.log(count)) * idf;
      queryNorm += weight * weight;
      const posting = this.postings.get(feature);
      if (!posting) continue;
      for (let i = 0; i < posting.slots.length; i++) {
        const slot = posting.slots[i]!;
        if (cosine[slot] === 0) touched.push(slot);
        cosine[slot]! += weight * posting.tf[i]! * idf;
      }
    }
    queryNorm = Math.sqrt(queryNorm) || 1;
    const kept: number[] = [];
    for (const slot of touched) {
      if (exclude?.has(slot)) cosine[slot] = 0;
      else {
        cosine[slot] = cosine[slot]! / queryNorm / (this.norms[slot] || 1);
        kept.push(slot);
      }
    }
    return { touched: kept, cosine };
  }

  /** Clears what a scores() call left in its buffer; a held search's buffer becomes a spare. */
  release(scores: WordScores): void {
    for (const slot of scores.touched) scores.cosine[slot] = 0;
    if (scores.cosine !== this.cosine && scores.cosine.length === this.cosine.length) this.spare.push(scores.cosine);
  }

  /**
   * Sets a search aside: it keeps its buffer and the index searches with a spare one until it is released, so nothing
   * is copied (copying every touched slot out and back cost about a tenth of answering a question at 10,000 entries).
   */
  hold(scores: WordScores): HeldScores {
    if (scores.cosine === this.cosine) this.cosine = this.spare.pop() ?? new Float64Array(this.cosine.length);
    return { touched: scores.touched, cosine: scores.cosine };
  }

  /** A held search, valid until the next call (release it after use). Questions added meanwhile grew the index: then
   * its values move into a buffer of the new length. */
  restore(held: HeldScores): WordScores {
    if (held.cosine.length === this.cosine.length) return { touched: held.touched, cosine: held.cosine };
    const { cosine } = this;
    for (const slot of held.touched) cosine[slot] = held.cosine[slot]!;
    return { touched: held.touched, cosine };
  }

  private idf(feature: string): number {
    const documents = this.slotFeatures.size;
    return Math.log((1 + documents) / (1 + (this.postings.get(feature)?.slots.length ?? 0))) + 1;
  }

  private norm(counts: Map<string, number>): number {
    let sum = 0;
    for (const [feature, count] of counts) sum += ((1 + Math.log(count)) * this.idf(feature)) ** 2;
    return Math.sqrt(sum) || 1;
  }
}

/** The count highest-scoring slots of a word search, best first (a bounded insertion sort: count is small). */
export function bestSlots({ touched, cosine }: WordScores, count: number): number[] {
  const top: number[] = [];
  for (const slot of touched) {
    const score = cosine[slot]!;
    if (top.length === count && score <= cosine[top[count - 1]!]!) continue;
    let at = top.length === count ? count - 1 : top.length;
    while (at > 0 && cosine[top[at - 1]!]! < score) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = slot;
  }
  return top;
}

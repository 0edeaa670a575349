import { wordFeatures } from './text';

/**
 * The lexical partner: TF-IDF over stemmed words and word pairs, cosine per question, kept in an inverted index so a
 * question only touches the questions that share a word with it. Adding or removing a question updates the counts in
 * place; question norms use the IDF of the moment they were added and are refreshed by refreshNorms().
 */
export class WordIndex {
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly slotFeatures = new Map<number, Map<string, number>>();
  private readonly norms = new Map<number, number>();

  add(slot: number, text: string): void {
    const counts = new Map<string, number>();
    for (const feature of wordFeatures(text)) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    this.slotFeatures.set(slot, counts);
    for (const [feature, count] of counts) {
      let list = this.postings.get(feature);
      if (!list) this.postings.set(feature, (list = new Map()));
      list.set(slot, count);
    }
    this.norms.set(slot, this.norm(counts));
  }

  remove(slot: number): void {
    for (const feature of this.slotFeatures.get(slot)?.keys() ?? []) {
      const list = this.postings.get(feature);
      list?.delete(slot);
      if (list?.size === 0) this.postings.delete(feature);
    }
    this.slotFeatures.delete(slot);
    this.norms.delete(slot);
  }

  refreshNorms(): void {
    for (const [slot, counts] of this.slotFeatures) this.norms.set(slot, this.norm(counts));
  }

  /** Cosine of the text with every question that shares a feature with it, by slot. */
  scores(text: string, exclude?: ReadonlySet<number>): Map<number, number> {
    const query = new Map<string, number>();
    for (const feature of wordFeatures(text)) query.set(feature, (query.get(feature) ?? 0) + 1);
    const weights = [...query].map(([feature, count]) => [feature, this.weight(feature, count)] as const);
    const queryNorm = Math.sqrt(weights.reduce((sum, [, w]) => sum + w * w, 0)) || 1;
    const dots = new Map<number, number>();
    for (const [feature, weight] of weights) {
      const idf = this.idf(feature);
      for (const [slot, count] of this.postings.get(feature) ?? []) {
        if (exclude?.has(slot)) continue;
        dots.set(slot, (dots.get(slot) ?? 0) + weight * (1 + Math.log(count)) * idf);
      }
    }
    for (const [slot, value] of dots) dots.set(slot, value / queryNorm / (this.norms.get(slot) || 1));
    return dots;
  }

  private idf(feature: string): number {
    const documents = this.slotFeatures.size;
    return Math.log((1 + documents) / (1 + (this.postings.get(feature)?.size ?? 0))) + 1;
  }

  private weight(feature: string, count: number): number {
    return (1 + Math.log(count)) * this.idf(feature);
  }

  private norm(counts: Map<string, number>): number {
    let sum = 0;
    for (const [feature, count] of counts) sum += this.weight(feature, count) ** 2;
    return Math.sqrt(sum) || 1;
  }
}

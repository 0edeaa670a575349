import type { AnsweringIndex } from './answering-index';
import { normalizeText } from './text';
import type { SimilarQuestion } from './types';
import { dot, roundScore } from './vectors';

/**
 * The near-duplicate check for curators: questions of other entries whose whitened cosine with the text reaches the
 * index's question-level threshold (what paraphrases of one entry score, calibration.ts), and questions identical once
 * normalised. Scans every question: a curator's action, not a user's (~15 ms at 10,000 entries).
 */
export async function findSimilarQuestions(
  index: AnsweringIndex,
  text: string,
  options: { exceptEntryId?: string; limit?: number },
): Promise<SimilarQuestion[]> {
  const vector = await index.whitened(text);
  const identical = index.exact.get(normalizeText(text)) ?? new Set<number>();
  const { store } = index;
  const found: SimilarQuestion[] = [];
  for (let slot = 0; slot < store.size; slot++) {
    const entryId = index.slotEntry[slot];
    if (entryId === undefined || entryId === options.exceptEntryId) continue;
    const score = dot(vector, store.white, slot * store.dimension);
    if (identical.has(slot) || score >= index.calibration.duplicateThreshold)
      found.push({ entryId, question: index.slotText[slot]!, score, identical: identical.has(slot) });
  }
  return found
    .sort((a, b) => b.score - a.score)
    .slice(0, options.limit ?? 5)
    .map((similar) => ({ ...similar, score: roundScore(similar.score) }));
}

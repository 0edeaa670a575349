import { entryConfidence, entryWordScore, type RankingView } from './ranking';
import { bestSlots, type WordScores } from './word-index';

/**
 * The cheap first stage of answering: when the words alone single out one entry decisively, answer without encoding
 * the question (encoding is ~4.5 ms of the ~6–7 ms a new question costs; the word search is under a millisecond).
 *
 * Decisive means: the entry's word score (below) is at least minScore, beats every other entry's by at least
 * minMargin, and the entry's closest question by words is itself a typical phrasing of its entry (the meaning
 * confidence of that stored question for its entry, the question itself left out, reaches the refusal threshold:
 * the matched question stands in for the user's, so it must be one the index would answer). Both limits are measured
 * per index on its own leave-one-out questions (calibrateWordShortcut): the loosest pair under which the words-only
 * decision is as accurate as the full ranking on the questions it decides. No limits, no shortcut.
 */
export interface WordShortcut {
  minScore: number;
  minMargin: number;
}

export interface WordEvidence {
  entryId: string;
  /** The matched question (the entry's closest by words). */
  slot: number;
  /** The entry's word score: ½·(cosine with its closest question) + cosine with its word centroid. */
  score: number;
  margin: number;
  /** Meaning confidence of the matched question for its entry, itself left out. */
  confidence: number;
  /** The next entries by words (for the candidates shown), best first. */
  runnersUp: string[];
}

export type ShortcutView = RankingView & { copiesOf(slot: number): ReadonlySet<number> };

const TOP_SLOTS = 128;

/**
 * An entry's word score mirrors the meaning score: ½·(cosine with its closest question) + (cosine with the centroid
 * of its questions' TF-IDF vectors); the centroid makes it 9 points more often right than the closest question alone
 * (87.5 % against 78.5 % of the chit-chat leave-one-out questions). Only the entries of the best question matches are
 * scored (their other questions' cosines are in the same search), so it costs the word search and little more.
 */
export function wordEvidence(
  view: ShortcutView,
  text: string,
  options: {
    eligible?: (entryId: string) => boolean;
    excludeSlots?: ReadonlySet<number>;
    /** The word search for text when the caller already ran it (it stays the caller's to release). */
    scores?: WordScores;
  } = {},
): WordEvidence | null {
  const { excludeSlots } = options;
  const scores = options.scores ?? view.words.scores(text, excludeSlots);
  const ranked: { entryId: string; slot: number; score: number }[] = [];
  try {
    const seen = new Set<string>();
    for (const slot of bestSlots(scores, TOP_SLOTS)) {
      const entryId = view.slotEntry[slot];
      if (entryId === undefined || seen.has(entryId) || !(options.eligible?.(entryId) ?? true)) continue;
      seen.add(entryId);
      ranked.push({ entryId, slot, score: entryWordScore(view, entryId, scores.cosine, excludeSlots).score });
    }
  } finally {
    if (!options.scores) view.words.release(scores);
  }
  ranked.sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  if (!first) return null;
  const exclude = new Set([...view.copiesOf(first.slot), ...(excludeSlots ?? [])]);
  return {
    entryId: first.entryId,
    slot: first.slot,
    score: first.score,
    margin: first.score - (second?.score ?? 0),
    confidence: entryConfidence(view, first.entryId, view.store.whiteOf(first.slot), exclude),
    runnersUp: ranked.slice(1, 3).map((e) => e.entryId),
  };
}

export function decisive(evidence: WordEvidence | null, shortcut: WordShortcut | null | undefined, threshold: number) {
  return (
    !!evidence &&
    !!shortcut &&
    evidence.score >= shortcut.minScore &&
    evidence.margin >= shortcut.minMargin &&
    evidence.confidence >= threshold
  );
}

const SCORES = Array.from({ length: 19 }, (_, i) => 0.3 + 0.05 * i); // 0.30 … 1.20
const MARGINS = Array.from({ length: 10 }, (_, i) => 0.05 + 0.05 * i); // 0.05 … 0.50
const MIN_DECIDED = 20;

/**
 * The shortcut's limits for an index, from its leave-one-out questions: each was asked of the full ranking (its entry
 * known, so whether the full ranking's first entry was right is known) and of the word stage. Among the limit pairs
 * under which the word stage picks a wrong entry no more often than the full ranking does on the questions it would
 * decide (and so do all stricter pairs), the one deciding the most; null when none decides MIN_DECIDED of them.
 */
export function calibrateWordShortcut(
  view: ShortcutView,
  sample: number[],
  fullRight: boolean[],
  threshold: number,
): WordShortcut | null {
  const asked = sample.map((slot, i) => ({
    evidence: wordEvidence(view, view.slotText(slot), { excludeSlots: view.copiesOf(slot) }),
    own: view.slotEntry[slot]!,
    fullRight: fullRight[i]!,
  }));
  const measured = SCORES.map((minScore) =>
    MARGINS.map((minMargin) => {
      const decided = asked.filter((a) => decisive(a.evidence, { minScore, minMargin }, threshold));
      const wordMistakes = decided.filter((a) => a.evidence!.entryId !== a.own).length;
      const fullMistakes = decided.filter((a) => !a.fullRight).length;
      return { minScore, minMargin, decided: decided.length, fair: wordMistakes <= fullMistakes };
    }),
  );
  // A pair qualifies only when every stricter pair does too: the loosest pair that merely happens to pass on this
  // sample would be chosen for its luck (and lose accuracy on real questions).
  const qualified = measured.flatMap((row, i) =>
    row.filter((pair, j) => {
      const stricter = measured.slice(i).flatMap((r) => r.slice(j));
      return pair.decided >= MIN_DECIDED && stricter.every((p) => p.fair);
    }),
  );
  const chosen = qualified.sort((a, b) => b.decided - a.decided)[0];
  return chosen ? { minScore: chosen.minScore, minMargin: chosen.minMargin } : null;
}

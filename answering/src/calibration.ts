import { measureBalance, type BalanceFigures, type Outcome } from './balance';
import { calibrateMargin, leadOf } from './clarification';
import { rankEntries } from './ranking';
import { seededRandom } from './seeded-random';
import { calibrateWordShortcut, type ShortcutView, type WordShortcut } from './word-shortcut';

/**
 * The refusal threshold, measured on the index itself rather than fixed (scores of a sentence encoder mean different
 * things in different knowledge bases).
 *
 * Leave one question out: each sampled question is asked of the index without that one question. Its entry still has
 * other phrasings, so this is exactly an in-domain question the curators did not write down, and its best score is
 * what a real user's paraphrase will score. (On the chit-chat sets this distribution matches the held-out one to
 * ±0.01 at every quantile.) The threshold is the (1 - targetAnswerRate) quantile of those scores: by construction the
 * index answers that share of in-domain questions, and anything scoring below what its own paraphrases score is
 * refused. Questions from another domain score like "no entry fits" and fall below it.
 *
 * An index whose entries have a single question each has no paraphrases to learn from; then the rule is: leave one
 * entry out (its question now has no right answer in the index) and require more than the median of those scores,
 * i.e. a match must be closer than the knowledge base's own distinct topics typically are to each other (closer than
 * all of them while there are fewer than 20 to measure), but no more than the median of the paraphrases it has (when it
 * has at least 5 questions of entries with several).
 */
const SAMPLE = 1000;
const MIN_PARAPHRASES = 20;
/** Fewer paraphrases than this say nothing of where paraphrases score (see the leave-one-entry-out cap). */
const MIN_OWN_PARAPHRASES = 5;
/** Of how close distinct topics are to each other (leave one entry out): from this quantile "ask more" asks. */
const ASK_QUANTILE = 0.25;
/** With fewer than two entries there is nothing to measure: only a near-restatement answers. */
export const NO_EVIDENCE = { threshold: 1.3 };

export interface Calibration {
  /** The confidence (ranking.ts) an answer needs. */
  threshold: number;
  method: 'leave-one-question-out' | 'leave-one-entry-out' | 'none';
  samples: number;
  /**
   * The lead over the runner-up (fused score) an answer needs; a closer race asks which was meant (clarification.ts).
   * Absent in indexes saved before it: 0, every race answers.
   */
  margin?: number;
  /** When the words alone may decide (word-shortcut.ts); null: always encode. Absent in indexes saved before it. */
  shortcut?: WordShortcut | null;
  /** The curator's steps (balance.ts) with their figures. Absent in indexes saved before it: only the calibrated step. */
  balance?: BalanceFigures[];
  /**
   * An index calibrated entry by entry: the confidence from which "ask more" asks about a question under the threshold
   * (balance.ts, clarification.ts `askBelowThreshold`) instead of refusing it.
   */
  askFrom?: number;
}

/**
 * The questions calibration asks: up to SAMPLE, seeded, from entries with two or more questions (or from all entries
 * when there are too few). They are also left out of the whitening estimate, so that they are as unseen by the
 * index as a user's question is (scored in-sample they look closer than real paraphrases do).
 */
export function calibrationSample(entries: { id: string; questions: number }[]): Set<string> {
  const random = seededRandom(42);
  const paraphrased = entries.filter((entry) => entry.questions > 1);
  const keys = (list: typeof entries) =>
    list.flatMap((entry) => Array.from({ length: entry.questions }, (_, i) => sampleKey(entry.id, i)));
  const enough = paraphrased.reduce((n, e) => n + e.questions, 0) >= MIN_PARAPHRASES;
  const pool = keys(enough ? paraphrased : entries)
    .map((key) => [key, random()] as const)
    .sort((a, b) => a[1] - b[1])
    .slice(0, SAMPLE);
  // Too few paraphrases for their own calibration: all of them are asked still (they cap the threshold).
  return new Set([...pool.map(([key]) => key), ...(enough ? [] : keys(paraphrased))]);
}

export const sampleKey = (entryId: string, question: number) => `${question}:${entryId}`;

export function calibrateThreshold(
  view: ShortcutView,
  sample: number[],
  entryCount: number,
  targetAnswerRate: number,
): Calibration {
  // Every copy of the question is left out (the same words twice in one entry would make it look answerable).
  const rank = (slot: number, excludeEntry?: string) =>
    rankEntries(view, {
      vector: view.store.whiteOf(slot),
      text: view.slotText(slot),
      excludeSlots: view.copiesOf(slot),
      excludeEntry,
    });
  const ask = (slot: number, excludeEntry?: string) => rank(slot, excludeEntry)[0] ?? { entryId: '', confidence: -1 };
  // Each question without itself: how the ranking fares on it (the figures of the curator's steps, balance.ts).
  const outcomeOf = (slot: number, ranked = rank(slot)): Outcome => ({
    confidence: ranked[0]?.confidence ?? -1,
    lead: leadOf(ranked),
    right: ranked[0]?.entryId === view.slotEntry[slot],
  });
  // Each sampled question without its entry: the winner is wrong by construction (clarification.ts).
  const marginAt = (threshold: number) =>
    calibrateMargin(
      sample.map((slot) => {
        const ranked = rank(slot, view.slotEntry[slot]);
        return { confidence: ranked[0]?.confidence ?? -1, lead: leadOf(ranked) };
      }),
      threshold,
    );
  const paraphrased = sample.filter((slot) => view.slotsOf(view.slotEntry[slot]!).length > 1);
  if (paraphrased.length >= MIN_PARAPHRASES) {
    const outcomes = paraphrased.map((slot) => outcomeOf(slot));
    const q = 1 - targetAnswerRate;
    const threshold = quantile(
      outcomes.map((o) => o.confidence),
      q,
    );
    const right = outcomes.map((o) => o.right);
    const margin = marginAt(threshold);
    return {
      threshold,
      margin,
      balance: measureBalance(outcomes, threshold, margin),
      shortcut: calibrateWordShortcut(view, paraphrased, right, threshold),
      method: 'leave-one-question-out',
      samples: outcomes.length,
    };
  }
  if (entryCount < 2) return { ...NO_EVIDENCE, method: 'none', samples: 0 };
  // With fewer than MIN_PARAPHRASES measurements the median is guesswork: require more than all of them instead.
  const top = sample.map((slot) => ask(slot, view.slotEntry[slot]));
  const apart = quantile(
    top.map((t) => t.confidence),
    top.length < MIN_PARAPHRASES ? 1 : 0.5,
  );
  // The few paraphrases the knowledge base has still say what a paraphrase scores: the threshold may not refuse most
  // of them. (A block of template entries, "Where is room 1?" … "Where is room 520?", puts its topics closer to each
  // other than the other entries' paraphrases are: the median alone refused "How can I reset my password?" for the
  // entry "How do I reset my password?".)
  const own = paraphrased.map((slot) => ask(slot).confidence);
  const threshold = own.length >= MIN_OWN_PARAPHRASES ? Math.min(apart, quantile(own, 0.5)) : apart;
  const margin = marginAt(threshold);
  // Closer to an entry than three quarters of the knowledge base's distinct topics are to each other: probably about
  // it, though under a threshold that is a guess without paraphrases. "Ask more" asks about it rather than refuse.
  const askFrom = Math.min(
    threshold,
    quantile(
      top.map((t) => t.confidence),
      ASK_QUANTILE,
    ),
  );
  return {
    threshold,
    margin,
    askFrom,
    balance: measureBalance(
      sample.map((slot) => outcomeOf(slot)),
      threshold,
      margin,
      askFrom,
    ),
    method: 'leave-one-entry-out',
    samples: top.length,
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)))]!;
}

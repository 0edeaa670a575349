import type { AnsweringIndex } from './answering-index';
import { balanceAt } from './balance';
import { eligibleAt, toMillis } from './eligibility';
import { askBelowThreshold, optionsWithin, tooClose } from './clarification';
import { entryConfidence, rankEntries } from './ranking';
import { normalizeText } from './text';
import type { AnswerOptions, RankedAnswer, ScoredEntry } from './types';
import { dot, roundScore as round } from './vectors';
import type { HeldScores, WordScores } from './word-index';
import { decisive, wordEvidence } from './word-shortcut';

/** Answers a question from the index: the exact-question table first, then the ranking by meaning and words. */
export async function answerQuestion(
  index: AnsweringIndex,
  question: string,
  options: AnswerOptions = {},
): Promise<RankedAnswer> {
  const now = toMillis(options.now ?? Date.now()) ?? Date.now();
  const only = options.only;
  const eligible = (entryId: string) => eligibleAt(index.entries.get(entryId), now) && (!only || only(entryId));
  // The curator's step (balance.ts) moves the threshold and the margin at answer time: no rebuild.
  const balance = balanceAt(index.calibration, options.balance);
  const threshold = round(balance.threshold);
  // A question curators wrote down word for word needs no encoder (and answers in microseconds). When two entries
  // share it, their other questions decide, from the stored question so the way it was typed changes nothing.
  const exact = exactSlots(index, question, eligible);
  const exactEntries = new Set(exact.map((slot) => index.slotEntry[slot]!));
  if (exactEntries.size === 1) {
    const id = [...exactEntries][0]!;
    const only = {
      id,
      score: round(exactConfidence(index, id, exact[0]!)),
      matchedQuestion: index.slotText[exact[0]!]!,
    };
    return {
      kind: 'answer',
      match: { ...only, answer: answerOf(index, only.id) },
      candidates: [only],
      threshold,
      decidedBy: 'exact',
    };
  }
  if (index.entries.size === 0) return { kind: 'none', match: null, candidates: [], threshold, decidedBy: 'meaning' };
  // The word search serves the word stage and then the full ranking; it is set aside while the question is encoded
  // (it keeps its buffer, the index's other questions in flight search with another).
  let held: HeldScores | undefined;
  if (!exact.length) {
    const scores = index.words.scores(question);
    let byWords: RankedAnswer | null = null;
    try {
      // The shortcut's limits are measured against every entry: a lead over the few entries `only` leaves (a topic's)
      // is no evidence ("What is the VAT number…" led a topic's "What is it made of?"), so their ranking decides.
      if (!only) byWords = answerByWords(index, question, eligible, balance.threshold, scores);
    } finally {
      if (byWords) index.words.release(scores);
      else held = index.words.hold(scores);
    }
    if (byWords) return byWords;
  }
  const vector = exact.length ? index.store.whiteOf(exact[0]!) : await index.whitened(question);
  const text = exact.length ? index.slotText[exact[0]!]! : question;
  const words = held && index.words.restore(held);
  let ranked;
  try {
    ranked = rankEntries(index.view(), { vector, text, eligible, words });
  } finally {
    if (words) index.words.release(words);
  }
  // Entries that share the question word for word are told apart by their other questions: only they compete.
  const sharing = exact.length ? ranked.filter((r) => exactEntries.has(r.entryId)) : [];
  ranked = (sharing.length ? sharing : ranked).slice(0, 3);
  const candidates = ranked.map(asCandidate(index));
  const top = candidates[0];
  const none = { kind: 'none', match: null, candidates, threshold, decidedBy: 'meaning' } as const;
  if (!top) return none;
  // "Ask more" in an index calibrated entry by entry asks about a question it would refuse when it is close to some
  // entries and names one of them (balance.ts, clarification.ts).
  const named = (id: string) => index.topics.names(question, id);
  const asked = () => {
    const options =
      balance.askFrom === undefined || exact.length ? [] : askBelowThreshold(candidates, balance.askFrom, named);
    return options.length ? ({ ...none, kind: 'clarify', options } as const) : undefined;
  };
  if (top.score < threshold) return asked() ?? none;
  // An index calibrated entry by entry also needs a shared topic word (word-support.ts); a question curators wrote
  // (exact) has it by definition.
  if (!exact.length && index.calibration.method === 'leave-one-entry-out' && !index.topics.support(question, top.id))
    return asked() ?? { ...none, withoutWordSupport: true };
  // The best entry must stand out by the margin, else it asks (clarification.ts). Entries sharing the question are
  // offered by their own questions closest to it when those tell them apart (the shared one says nothing).
  const margin = balance.margin;
  if (tooClose(ranked, margin)) {
    let options = optionsWithin(ranked, margin).map(asCandidate(index));
    const own = exact.length ? options.map((o) => closest(index, o.id, vector, new Set(exact))) : [];
    if (own.length && own.every(Boolean) && new Set(own).size === own.length)
      options = options.map((o, i) => ({ ...o, matchedQuestion: own[i]! }));
    return {
      kind: 'clarify',
      match: null,
      options,
      candidates,
      threshold,
      decidedBy: exact.length ? 'exact' : 'meaning',
    };
  }
  return {
    kind: 'answer',
    match: { ...top, answer: answerOf(index, top.id) },
    candidates,
    threshold,
    decidedBy: 'meaning',
  };
}

const asCandidate =
  (index: AnsweringIndex) =>
  (r: { entryId: string; confidence: number; bestSlot: number }): ScoredEntry => ({
    id: r.entryId,
    score: round(r.confidence),
    matchedQuestion: index.slotText[r.bestSlot]!,
  });

/**
 * The words-only answer when the word evidence is decisive (word-shortcut.ts), else null. The matched question's
 * stored vector stands in for the question's: the scores shown are the candidates' meaning confidence for it (the
 * matched question itself left out of its own entry).
 */
function answerByWords(
  index: AnsweringIndex,
  question: string,
  eligible: (entryId: string) => boolean,
  threshold: number,
  scores: WordScores,
): RankedAnswer | null {
  const view = index.view();
  const evidence = wordEvidence(view, question, { eligible, scores });
  if (!decisive(evidence, index.calibration.shortcut, threshold)) return null;
  const { entryId, slot, confidence, runnersUp } = evidence!;
  const vector = index.store.whiteOf(slot);
  const candidates = [
    { id: entryId, score: round(confidence), matchedQuestion: index.slotText[slot]! },
    ...runnersUp.map((id) => ({
      id,
      score: round(entryConfidence(view, id, vector)),
      matchedQuestion: closest(index, id, vector)!,
    })),
  ];
  return {
    kind: 'answer',
    match: { ...candidates[0]!, answer: answerOf(index, entryId) },
    candidates,
    threshold: round(threshold),
    decidedBy: 'words',
  };
}

/** The entry's question closest to the vector, leaving out the slots given; undefined when none is left. */
function closest(index: AnsweringIndex, entryId: string, vector: Float32Array, except?: Set<number>) {
  let best: { score: number; text: string } | undefined;
  for (const slot of index.entries.get(entryId)!.slots) {
    if (except?.has(slot)) continue;
    const score = dot(vector, index.store.white, slot * index.store.dimension);
    if (!best || score > best.score) best = { score, text: index.slotText[slot]! };
  }
  return best?.text;
}

/** The confidence of an entry for one of its own questions: ½·1 + cosine with the entry's centroid. */
function exactConfidence(index: AnsweringIndex, entryId: string, slot: number): number {
  const sum = index.sums.get(entryId)!;
  const vector = index.store.whiteOf(slot);
  let product = 0;
  let norm = 0;
  for (let i = 0; i < sum.length; i++) {
    product += sum[i]! * vector[i]!;
    norm += sum[i]! * sum[i]!;
  }
  return 0.5 + (norm > 0 ? product / Math.sqrt(norm) : 0);
}

/** The eligible questions equal to this one once normalised. */
function exactSlots(index: AnsweringIndex, question: string, eligible: (entryId: string) => boolean): number[] {
  return [...(index.exact.get(normalizeText(question)) ?? [])].filter((slot) => eligible(index.slotEntry[slot]!));
}

const answerOf = (index: AnsweringIndex, entryId: string) => index.entries.get(entryId)!.entry.answer;

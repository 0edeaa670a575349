/** A help knowledge-base entry as the answering engine sees it (times as ISO strings, epoch milliseconds or Dates). */
export interface HelpEntry {
  id: string;
  questions: string[];
  answer: string;
  active?: boolean;
  releaseTime?: string | number | Date | null;
  expireTime?: string | number | Date | null;
}

/** An entry as the ranking scores it (internal: answers carry Candidate, with the score's share). */
export interface ScoredEntry {
  id: string;
  /**
   * Confidence: ½·(whitened cosine with the entry's closest question) + (whitened cosine with the entry's centroid),
   * at most 1.5. The refusal threshold is on this scale.
   */
  score: number;
  matchedQuestion: string;
}

export interface Candidate extends ScoredEntry {
  /** The score as a share of its maximum (0 to 1, three decimals, score-share.ts): what an answer shows people. */
  share: number;
}

export interface Match extends Candidate {
  answer: string;
}

/** An answer as the engine decides it, on the score's own scale; AnswerResult adds the shares. */
export interface RankedAnswer<C extends ScoredEntry = ScoredEntry> {
  /**
   * answer: the match is the answer to give; clarify: the best entries are too close to tell apart, ask which one was
   * meant (options); none: the no-match answer (nothing fits well enough to be trusted).
   */
  kind: 'answer' | 'clarify' | 'none';
  /** The answer to give when kind is answer, else null. */
  match: (C & { answer: string }) | null;
  /** For clarify: the 2 or 3 entries to offer, best first (matchedQuestion: each one's question closest to it). */
  options?: C[];
  /** The best three entries with their scores, for a curator to see why (given even when match is null). */
  candidates: C[];
  /** The score a match needs in this index (see calibration.ts). */
  threshold: number;
  /**
   * What decided: a question curators wrote ('exact'), decisive word evidence without encoding the question ('words',
   * word-shortcut.ts; scores are then those of the matched question), or the full ranking by meaning and words.
   */
  decidedBy: 'exact' | 'words' | 'meaning';
  /**
   * True when the best candidate reached the threshold but was refused for sharing no topic word with the question
   * (indexes of one-question entries, word-support.ts).
   */
  withoutWordSupport?: true;
}

export interface AnswerResult extends RankedAnswer<Candidate> {
  match: Match | null;
  /** The threshold as a share of the score's maximum (0 to 1), like the candidates' share. */
  thresholdShare: number;
}

export interface AnswerOptions {
  now?: Date | number;
  /** The curator's step, "answer more" (-2) … "ask more" (2); 0 by default (balance.ts). */
  balance?: -2 | -1 | 0 | 1 | 2;
  /**
   * Only these entries may answer (a conversation's topic, its follow-ups); the others are skipped like ineligible
   * ones. The threshold and margin stay the index's.
   */
  only?: (entryId: string) => boolean;
}

export interface IndexOptions {
  /** Share of in-domain questions the index should answer; sets the refusal threshold (see calibration.ts). */
  targetAnswerRate?: number;
}

/** A help knowledge-base entry as the answering engine sees it (times as ISO strings, epoch milliseconds or Dates). */
export interface HelpEntry {
  id: string;
  questions: string[];
  answer: string;
  active?: boolean;
  releaseTime?: string | number | Date | null;
  expireTime?: string | number | Date | null;
}

export interface Candidate {
  id: string;
  /**
   * Confidence: ½·(whitened cosine with the entry's closest question) + (whitened cosine with the entry's centroid),
   * at most 1.5. The refusal threshold is on this scale.
   */
  score: number;
  matchedQuestion: string;
}

export interface Match extends Candidate {
  answer: string;
}

export interface AnswerResult {
  /** The answer to give, or null: the no-match answer (nothing fits well enough to be trusted). */
  match: Match | null;
  /** The best three entries with their scores, for a curator to see why (given even when match is null). */
  candidates: Candidate[];
  /** The score a match needs in this index (see calibration.ts). */
  threshold: number;
}

export interface SimilarQuestion {
  entryId: string;
  question: string;
  /** Whitened cosine of the two questions. */
  score: number;
  /** Same text once case, punctuation, quotes and contractions are set aside. */
  identical: boolean;
}

export interface AnswerOptions {
  now?: Date | number;
}

export interface IndexOptions {
  /** Share of in-domain questions the index should answer; sets the refusal threshold (see calibration.ts). */
  targetAnswerRate?: number;
}

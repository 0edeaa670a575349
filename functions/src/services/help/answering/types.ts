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
  /** Whitened cosine of the question with the entry's closest question; the refusal threshold is on this scale. */
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

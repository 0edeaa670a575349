import type { AnswerResult, RankedAnswer, ScoredEntry } from './types';

/**
 * The meaning confidence is ½·(cosine with the closest question) + (cosine with the entry's centroid), so at most 1.5.
 * People see it as a share of that (0 to 1, three decimals): the scale of a skill test's `minScore` and of the
 * console's scores and thresholds.
 */
const MAX_CONFIDENCE = 1.5;
export const scoreShare = (score: number) => Math.round(Math.min(1, Math.max(0, score / MAX_CONFIDENCE)) * 1000) / 1000;

const shared = <T extends ScoredEntry>(scored: T) => ({ ...scored, share: scoreShare(scored.score) });

/** The answer with every score's share beside it. */
export function withShares({ options, ...answer }: RankedAnswer): AnswerResult {
  return {
    ...answer,
    match: answer.match && shared(answer.match),
    ...(options ? { options: options.map(shared) } : {}),
    candidates: answer.candidates.map(shared),
    thresholdShare: scoreShare(answer.threshold),
  };
}

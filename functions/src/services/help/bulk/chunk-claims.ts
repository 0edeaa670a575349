import { messages, type BulkProblem } from '@switchboard/shared';
import { claimMany, questionsFullMessage, type ClaimOutcome } from '../question-claims-service';
import type { Planned, Question } from './bulk-plan';

/** Why a question an entry wanted is not its: another entry holds it, or its claim bucket is full. */
const refusal = (outcome: ClaimOutcome) =>
  outcome === 'full' ? questionsFullMessage : messages.msg_help_question_exists;

/** A planned entry that adds claims, with the id it is stored under and the claims it asks for. */
export type Claiming = { item: Exclude<Planned, { kind: 'unchanged' }>; id: string; asked: Question[] };

/**
 * Claims the questions of every entry of the chunk at once (claimMany: grouped by bucket, ~64 requests for 500
 * questions); answers, per entry, the questions it won. A question lost meanwhile to another entry (or to a full
 * bucket) becomes a problem row.
 */
export async function claimChunk(organizationId: string, claiming: readonly Claiming[], problems: BulkProblem[]) {
  const requests = claiming.flatMap(({ id, asked }) =>
    asked.map((question) => ({ helpId: id, question: question.key })),
  );
  const outcomes = await claimMany(organizationId, requests);
  let at = 0;
  return claiming.map(({ asked }) =>
    asked.filter((question) => {
      const outcome = outcomes[at++]!;
      if (outcome !== 'won') problems.push({ Line: question.line, Field: 'questions', Reason: refusal(outcome) });
      return outcome === 'won';
    }),
  );
}

import { messages, type QuestionAnswer, type QuestionRequest } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { answeringIndexOf } from './answering-index-cache';

const noMatch = (threshold: number | null): QuestionAnswer => ({
  Text: messages.msg_help_no_match,
  ChartUrl: '',
  MediaUrl: '',
  MediaType: '',
  HelpID: null,
  MatchedQuestion: null,
  Score: null,
  Threshold: threshold,
});

/**
 * QandASimulate: the answer the assistant would give to a question, from the organization's active, unexpired
 * entries (the answering engine, answering/README.md), with the entry and question that matched and the score; or
 * the no-match answer when nothing fits well enough to be trusted. QuestionType is kept for the spec's shape; every
 * type is answered from the same knowledge base.
 */
export async function simulateQuestion(request: QuestionRequest, principal: Principal): Promise<QuestionAnswer> {
  const { index, entries } = await answeringIndexOf(principal.organizationId);
  if (!index) return noMatch(null);
  const { match, threshold } = await index.answer(request.Question, { now: new Date() });
  const entry = match && entries.get(match.id);
  if (!match || !entry) return noMatch(threshold);
  return {
    Text: entry.LongDescription,
    ChartUrl: '',
    MediaUrl: entry.MediaUrl,
    MediaType: entry.MediaType,
    HelpID: entry.HelpID,
    MatchedQuestion: match.matchedQuestion,
    Score: match.score,
    Threshold: threshold,
  };
}

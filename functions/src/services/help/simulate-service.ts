import {
  fillMessage,
  messages,
  type ClarifyOption,
  type ConversationContext,
  type HelpBalanceStep,
  type NearestEntry,
  type QuestionAnswer,
  type QuestionRequest,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { answeringIndexOf } from './answering-index-cache';
import { findInConversation, followUpsOf, type Entries } from './conversation';
import { answeringBalanceOf, type HelpRecord } from './help-repository';

/**
 * The engine's meaning confidence is ½·(cosine with the closest question) + (cosine with the entry's centroid), so at
 * most 1.5. Answers show it as a share of that (0 to 1), the scale skill tests' `minScore` and curators read.
 */
const MAX_CONFIDENCE = 1.5;
export const asShare = (confidence: number) =>
  Math.round(Math.min(1, Math.max(0, confidence / MAX_CONFIDENCE)) * 1000) / 1000;

const noMatch = (threshold: number | null, nearest: NearestEntry[] = []): QuestionAnswer => ({
  Kind: 'none',
  Options: [],
  Text: messages.msg_help_no_match,
  ChartUrl: '',
  MediaUrl: '',
  MediaType: '',
  HelpID: null,
  MatchedEntry: null,
  MatchedQuestion: null,
  Score: null,
  Threshold: threshold === null ? null : asShare(threshold),
  Nearest: nearest,
});

export type Index = NonNullable<Awaited<ReturnType<typeof answeringIndexOf>>['index']>;
/** An entry as the console names it: its first question, as the index keeps them in order (a snapshot's entries carry
 * only what an answer shows). */
const nameOf = (index: Index, id: string) => index.entries.get(id)?.entry.questions[0] ?? id;
const NEAREST = 3;

/**
 * QandASimulate: the answer the assistant would give to a question, from the organization's active, unexpired
 * entries (the answering engine, answering/README.md), with the entry and question that matched and the score; or
 * the no-match answer when nothing fits well enough to be trusted. QuestionType is kept for the spec's shape; every
 * type is answered from the same knowledge base.
 */
export async function simulateQuestion(request: QuestionRequest, principal: Principal): Promise<QuestionAnswer> {
  const [{ index, entries, source }, balance] = await Promise.all([
    answeringIndexOf(principal.organizationId),
    answeringBalanceOf(principal.organizationId),
  ]);
  const context = request.Context;
  if (!index) return { ...noMatch(null), ...(context ? { Context: context } : {}) };
  const answer = await answerInConversation(index, entries, request.Question, balance as HelpBalanceStep, context);
  return source === 'previous' ? { ...answer, Notice: messages.msg_help_index_refreshing } : answer;
}

/**
 * The answer in the conversation's context (conversation.ts), with the topic it leaves the conversation in, the
 * entry's follow-ups and the context of the next question. Without a context the answer is a question alone's, with
 * the same additive fields.
 */
export async function answerInConversation(
  index: Index,
  entries: Entries,
  question: string,
  balance: HelpBalanceStep,
  context: ConversationContext | undefined,
): Promise<QuestionAnswer> {
  const questionsOf = (id: string) => index.entries.get(id)?.entry.questions ?? [];
  const found = await findInConversation(question, context, entries, questionsOf, (only) =>
    answerFrom(index, entries, question, balance, only),
  );
  const answer = found.chosen
    ? entryAnswer(index, entries.get(found.chosen.helpId)!, { matchedQuestion: question, score: null, threshold: null })
    : found.answer!;
  const via = found.chosen?.via ?? found.via;
  const entry = answer.Kind === 'answer' && answer.HelpID ? entries.get(answer.HelpID) : undefined;
  const topic = entry?.Topic || context?.Topic;
  const prompts = entry ? followUpsOf(entry, entries, questionsOf) : [];
  const helpId = entry?.HelpID ?? context?.HelpID;
  return {
    ...answer,
    ...(topic ? { Topic: topic } : {}),
    ...(prompts.length ? { Prompts: prompts } : {}),
    ...(entry && via ? { MatchedVia: via } : {}),
    Context: { ...(topic ? { Topic: topic } : {}), ...(helpId ? { HelpID: helpId } : {}) },
  };
}

/** "Did you mean "A", or "B"?": the options' questions, quoted, the last after "or". */
const didYouMean = (options: ClarifyOption[]) =>
  fillMessage(messages.msg_help_did_you_mean, {
    options: options
      .slice(0, -1)
      .map((o) => `"${o.Question}"`)
      .join(', '),
    last: `"${options.at(-1)!.Question}"`,
  });

export type { Entries };
/** What QandASimulate answers from this index at this balance step (the skill tests' balance figures replay it). */
export async function answerFrom(
  index: Index,
  entries: Entries,
  question: string,
  balance: HelpBalanceStep,
  only?: (helpId: string) => boolean,
): Promise<QuestionAnswer> {
  const now = new Date();
  const { kind, match, options, threshold, candidates } = await index.answer(question, { now, balance, only });
  const nearest = candidates.slice(0, NEAREST).map((candidate) => ({
    HelpID: candidate.id,
    MatchedEntry: nameOf(index, candidate.id),
    Score: asShare(candidate.score),
  }));
  if (kind === 'clarify') {
    const offered = options!
      .filter((option) => entries.has(option.id))
      .map((option) => ({ HelpID: option.id, Question: option.matchedQuestion }));
    if (offered.length >= 2)
      return { ...noMatch(threshold, nearest), Kind: 'clarify', Options: offered, Text: didYouMean(offered) };
  }
  const entry = match && entries.get(match.id);
  if (!match || !entry) return noMatch(threshold, nearest);
  return entryAnswer(index, entry, { matchedQuestion: match.matchedQuestion, score: match.score, threshold }, nearest);
}

/** An entry's answer; a score of null: the entry was chosen (a follow-up, a QID), not found by the engine. */
function entryAnswer(
  index: Index,
  entry: HelpRecord,
  how: { matchedQuestion: string; score: number | null; threshold: number | null },
  nearest: NearestEntry[] = [],
): QuestionAnswer {
  return {
    Kind: 'answer',
    Options: [],
    Text: entry.LongDescription,
    ChartUrl: '',
    MediaUrl: entry.MediaUrl,
    MediaType: entry.MediaType,
    HelpID: entry.HelpID,
    MatchedEntry: nameOf(index, entry.HelpID),
    MatchedQuestion: how.matchedQuestion,
    Score: how.score === null ? null : asShare(how.score),
    Threshold: how.threshold === null ? null : asShare(how.threshold),
    Nearest: nearest,
    ...(entry.AltMarkdown ? { Markdown: entry.AltMarkdown } : {}),
    ...(entry.Card ? { Card: entry.Card } : {}),
  };
}

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
import { AppError } from '../../errors';
import { answeringIndexOf } from './answering-index/answering-index-cache';
import { findInConversation, followUpsOf, type Entries } from './conversation';
import { answeringBalanceOf, type HelpRecord } from './help-repository';

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
  Threshold: threshold,
  Nearest: nearest,
});

export type Index = NonNullable<Awaited<ReturnType<typeof answeringIndexOf>>['index']>;
/** An entry as the console names it: its first question, as the index keeps them in order (a snapshot's entries carry
 * only what an answer shows). */
const nameOf = (index: Index, id: string) => index.entries.get(id)?.entry.questions[0] ?? id;
const NEAREST = 3;

/**
 * QandASimulate: the answer the assistant would give to a question, from the organization's active, unexpired
 * entries (the answering engine, @switchboard/answering, answering/README.md), with the entry and question that matched and the score; or
 * the no-match answer when nothing fits well enough to be trusted. QuestionType is kept for the spec's shape; every
 * type is answered from the same knowledge base.
 */
export async function simulateQuestion(request: QuestionRequest, principal: Principal): Promise<QuestionAnswer> {
  const [{ index, entries, source }, balance] = await Promise.all([
    answeringIndexOf(principal.organizationId),
    answeringBalanceOf(principal.organizationId),
  ]);
  const context = request.Context;
  // A chosen option names an entry, which must be one of the organization's answering entries (not deleted,
  // expired or deactivated since it was offered), like every other id in a body.
  if (request.Chosen && !entries.has(request.Chosen)) throw new AppError('notFound');
  if (!index) return { ...noMatch(null), ...(context ? { Context: context } : {}) };
  const step = balance as HelpBalanceStep;
  const answer = await answerInConversation(index, entries, request.Question, step, context, request.Chosen);
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
  chosen?: string,
): Promise<QuestionAnswer> {
  const questionsOf = (id: string) => index.entries.get(id)?.entry.questions ?? [];
  const found = chosen
    ? { chosen: { helpId: chosen, via: 'choice' as const } }
    : await findInConversation(question, context, entries, questionsOf, (only) =>
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

/**
 * Options whose questions read the same (entries sharing every question, each under its own topic) are told apart by
 * their topics: "who made this (Nexus)".
 */
const toldApart = (options: ClarifyOption[], entries: Entries) =>
  options.map((option) => {
    const topic = entries.get(option.HelpID)?.Topic;
    const same = options.filter((other) => other.Question === option.Question).length > 1;
    return same && topic ? { ...option, Question: `${option.Question} (${topic})` } : option;
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
  const { kind, match, options, thresholdShare, candidates } = await index.answer(question, { now, balance, only });
  const nearest = candidates.slice(0, NEAREST).map((candidate) => ({
    HelpID: candidate.id,
    MatchedEntry: nameOf(index, candidate.id),
    Score: candidate.share,
  }));
  if (kind === 'clarify') {
    const offered = toldApart(
      options!
        .filter((option) => entries.has(option.id))
        .map((option) => ({ HelpID: option.id, Question: option.matchedQuestion })),
      entries,
    );
    if (offered.length >= 2)
      return { ...noMatch(thresholdShare, nearest), Kind: 'clarify', Options: offered, Text: didYouMean(offered) };
  }
  const entry = match && entries.get(match.id);
  if (!match || !entry) return noMatch(thresholdShare, nearest);
  const how = { matchedQuestion: match.matchedQuestion, score: match.share, threshold: thresholdShare };
  return entryAnswer(index, entry, how, nearest);
}

/**
 * An entry's answer, its score and threshold as shares (0 to 1, the engine's); a score of null: the entry was chosen (a
 * follow-up, a QID), not found by the engine.
 */
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
    Score: how.score,
    Threshold: how.threshold,
    Nearest: nearest,
    ...(entry.AltMarkdown ? { Markdown: entry.AltMarkdown } : {}),
    ...(entry.Card ? { Card: entry.Card } : {}),
  };
}

import { messages, type ClarifyOption, type ConversationContext, type QuestionAnswer } from '@switchboard/shared';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useTimedText } from '../../../components/list-screen/use-timed-text';

/** An answer starting with "Error" is shown, then cleared after 10 s (spec part 2 §8). */
export const ERROR_ANSWER_MS = 10_000;

/** How a question was put: typed, or a button of the answer before (a follow-up prompt, a response card's). */
export type AskedBy = 'follow-up' | 'card';

export interface Asked {
  question: string;
  answer: QuestionAnswer;
  /** The option chosen from a clarification: the answer is that entry's, the question still the one asked. */
  chosen?: ClarifyOption;
  /** In a conversation: the entry that answered the turn before (named as the console names entries). */
  after?: string;
  by?: AskedBy;
  /** In a conversation: its topic when the question was asked (the answer may change it). */
  topicBefore?: string;
}

/** One line of a conversation's transcript: a question and its answer, or the break "Start over" made. */
export type Turn = { id: number; asked: Asked } | { id: number; startOver: true };

/** Enough for any session a curator tests by hand; the oldest turns leave the transcript first. */
const MAX_TURNS = 200;

/** A network failure shows its status and what the server said (spec part 2 §8). */
function failureOf(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const data =
    error.answer === undefined ? '' : typeof error.answer === 'string' ? error.answer : JSON.stringify(error.answer);
  if (error.status === 400 && error.serverMessage) return error.serverMessage.replace(/^Question: /, '');
  return error.status ? `${error.status}: ${data || error.message}` : error.message;
}

/** A 503's text: the organization's answering index is being built and when to ask again (not an error). */
const busyNotice = (error: unknown) => (isApiError(error) && error.status === 503 ? error.serverMessage : undefined);

/**
 * Asks QandASimulate: the answer, or the error text (cleared after 10 s), or the notice that the answering index is
 * still being built (shown as information until the next question). As a conversation, each question is sent with
 * the context the previous answer set (its topic, its entry's follow-ups) until "start over", and the session's turns
 * are kept as a transcript (in memory only: a reload starts a new conversation, as the context does); alone, the
 * transcript holds the last answer only.
 */
export function useAsk({ conversation = false }: { conversation?: boolean } = {}) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const [context, setContext] = useState<ConversationContext>();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, showError] = useTimedText(ERROR_ANSWER_MS);
  const nextId = useRef(1);
  const last = turns.at(-1);
  const asked = last && 'asked' in last ? last.asked : undefined;

  const append = (turn: Turn | undefined) =>
    setTurns((before) =>
      !turn ? (conversation ? before : []) : conversation ? [...before, turn].slice(-MAX_TURNS) : [turn],
    );

  /**
   * Asks a question; with `chosen`, the option of a clarification of it: that entry answers the question; with
   * `by`, the button of the previous answer that asked it. True when it was answered.
   */
  const ask = async (text: string, how: { chosen?: ClarifyOption; by?: AskedBy } = {}) => {
    const question = text.trim();
    const { chosen, by } = how;
    if (!question) {
      showError(messages.msg_help_test_question_required);
      return false;
    }
    setAsking(true);
    showError(undefined);
    setNotice(undefined);
    try {
      const within = conversation ? context : undefined;
      const body = {
        Question: question,
        QuestionType: '',
        ...(within ? { Context: within } : {}),
        ...(chosen ? { Chosen: chosen.HelpID } : {}),
      };
      const answer = await api('QandASimulate', { body });
      if (answer.Text.startsWith('Error')) {
        append(undefined);
        showError(answer.Text);
      } else {
        const after = within?.HelpID ? (asked?.answer.MatchedEntry ?? undefined) : undefined;
        const turn: Asked = {
          question,
          answer,
          ...(chosen ? { chosen } : {}),
          ...(after ? { after } : {}),
          ...(by ? { by } : {}),
          ...(within?.Topic ? { topicBefore: within.Topic } : {}),
        };
        append({ id: nextId.current++, asked: turn });
        if (conversation) setContext(answer.Context);
        return true;
      }
    } catch (failure) {
      if (isApiError(failure) && failure.redirecting) return false;
      append(undefined);
      const notice = busyNotice(failure);
      if (notice) setNotice(notice);
      else showError(failureOf(failure));
    } finally {
      setAsking(false);
    }
    return false;
  };
  /** Leaves the conversation's topic and follow-ups: the next question is asked alone; the transcript marks it. */
  const startOver = () => {
    setContext(undefined);
    if (asked) append({ id: nextId.current++, startOver: true });
  };
  return { turns, asked, asking, error, notice, ask, context: conversation ? context : undefined, startOver };
}

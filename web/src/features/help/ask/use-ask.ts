import { messages, type ClarifyOption, type ConversationContext, type QuestionAnswer } from '@switchboard/shared';
import { useState } from 'react';
import { isApiError } from '../../../app/api/api-error';
import { api } from '../../../app/api/client';
import { useTimedText } from '../../../components/list-screen/use-timed-text';

/** An answer starting with "Error" is shown, then cleared after 10 s (spec part 2 §8). */
export const ERROR_ANSWER_MS = 10_000;

export interface Asked {
  question: string;
  answer: QuestionAnswer;
  /** The option chosen from a clarification: the answer is that entry's, the question still the one asked. */
  chosen?: ClarifyOption;
  /** In a conversation: the entry that answered the turn before (named as the console names entries). */
  after?: string;
}

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
 * Asks QandASimulate: the last question's answer, or the error text (cleared after 10 s), or the notice that the
 * answering index is still being built (shown as information until the next question). As a conversation, each
 * question is sent with the context the previous answer set (its topic, its entry's follow-ups) until "start over".
 */
export function useAsk({ conversation = false }: { conversation?: boolean } = {}) {
  const [asked, setAsked] = useState<Asked>();
  const [context, setContext] = useState<ConversationContext>();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [error, showError] = useTimedText(ERROR_ANSWER_MS);

  /** Asks a question; with `chosen`, the option of a clarification of it: that entry's own question is asked. */
  const ask = async (text: string, chosen?: ClarifyOption) => {
    const question = text.trim();
    if (!question) {
      showError(messages.msg_help_test_question_required);
      return;
    }
    setAsking(true);
    showError(undefined);
    setNotice(undefined);
    try {
      const within = conversation ? context : undefined;
      const body = { Question: chosen?.Question ?? question, QuestionType: '', ...(within ? { Context: within } : {}) };
      const answer = await api('QandASimulate', { body });
      if (answer.Text.startsWith('Error')) {
        setAsked(undefined);
        showError(answer.Text);
      } else {
        const after = within?.HelpID ? (asked?.answer.MatchedEntry ?? undefined) : undefined;
        setAsked({ question, answer, chosen, ...(after ? { after } : {}) });
        if (conversation) setContext(answer.Context);
      }
    } catch (failure) {
      if (isApiError(failure) && failure.redirecting) return;
      setAsked(undefined);
      const notice = busyNotice(failure);
      if (notice) setNotice(notice);
      else showError(failureOf(failure));
    } finally {
      setAsking(false);
    }
  };
  /** Leaves the conversation's topic and follow-ups: the next question is asked alone. */
  const startOver = () => {
    setContext(undefined);
    setAsked(undefined);
  };
  return { asked, asking, error, notice, ask, context: conversation ? context : undefined, startOver };
}

import * as z from 'zod/mini';
import { withMeta } from '../core/meta';
import { textProblem, uniqueKey } from '../core/text-hygiene';
import { messages } from '../messages';

/** An entry's questions are stored joined by ";" (spec part 2 §9), so a question cannot hold one. */
export const QUESTION_SEPARATOR = ';';
export const QUESTION_MAX_CHARS = 500;
// 500: the QnA Maker chit-chat sets have up to 299 phrasings of one answer; 500 × 500 characters still fits an item.
export const QUESTIONS_MAX = 500;

/** The questions of a stored ShortDescription. */
export const splitQuestions = (joined: string) =>
  joined
    .split(QUESTION_SEPARATOR)
    .map((question) => question.trim())
    .filter((question) => question !== '');

/**
 * Why a list of questions is refused (undefined when it is fine): at least one; each single-line text, non-empty,
 * at most QUESTION_MAX_CHARS; no question twice (compared as names are: NFKC, case-folded, spaces collapsed).
 */
export function questionsProblem(questions: readonly string[]): string | undefined {
  if (questions.length === 0) return messages.msg_help_question_required;
  if (questions.length > QUESTIONS_MAX) return `must hold at most ${QUESTIONS_MAX} questions`;
  const seen = new Set<string>();
  for (const [index, question] of questions.entries()) {
    const where = `question ${index + 1}`;
    if (question.trim() === '') return `${where} is empty (two ";" in a row, or one at an end)`;
    if (question.length > QUESTION_MAX_CHARS) return `${where} must be at most ${QUESTION_MAX_CHARS} characters`;
    const problem = textProblem(question, {});
    if (problem) return `${where} ${problem}`;
    const key = uniqueKey(question);
    if (seen.has(key)) return `${messages.msg_help_question_duplicate} (${question.trim()})`;
    seen.add(key);
  }
  return undefined;
}

/** ShortDescription: the questions joined by ";", each trimmed; answers the same text, normalised. */
export const questionList = () =>
  withMeta(
    z.pipe(
      z.string({ error: 'is required' }).check(
        z.superRefine((joined, context) => {
          const questions = joined.trim() === '' ? [] : joined.split(QUESTION_SEPARATOR);
          const problem = questionsProblem(questions);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }),
      ),
      z.transform((joined) => splitQuestions(joined).join(QUESTION_SEPARATOR)),
    ),
    { multiline: false },
  );

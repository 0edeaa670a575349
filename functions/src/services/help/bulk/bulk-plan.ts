import {
  fillMessage,
  helpInput,
  messages,
  QUESTION_SEPARATOR,
  questionsProblem,
  splitQuestions,
  uniqueKey,
  type BulkEntry,
  type BulkProblem,
  type NewHelp,
} from '@switchboard/shared';
import type { StoredHelp } from './batch-reads';

export interface Question {
  text: string;
  line: number;
}

/** An entry of the chunk once checked: what to store, and against which stored entry. */
export type Planned =
  | { kind: 'new'; input: NewHelp; questions: Question[]; lines: number[] }
  | { kind: 'changed'; input: NewHelp; stored: StoredHelp; added: Question[]; lines: number[] }
  | { kind: 'unchanged' };

const fieldOf: Record<string, string> = {
  ShortDescription: 'questions',
  LongDescription: 'answer',
  HelpCategoryID: 'category',
  MediaType: 'media type',
  MediaUrl: 'media URL',
  AttributesJSON: 'attributes',
};

/** The entry's questions that can be stored, each with its line; the others become problems. */
export function checkQuestions(entry: BulkEntry, seen: Map<string, number>, problems: BulkProblem[]): Question[] {
  const kept: Question[] = [];
  entry.Questions.forEach((raw, index) => {
    const text = raw.trim();
    const line = entry.QuestionLines[index]!;
    const refuse = (reason: string) => problems.push({ Line: line, Field: 'questions', Reason: reason });
    if (text.includes(QUESTION_SEPARATOR)) return refuse(`must not contain "${QUESTION_SEPARATOR}"`);
    const problem = text === '' ? 'is empty' : questionsProblem([text]);
    if (problem) return refuse(problem);
    const key = uniqueKey(text);
    const first = seen.get(key);
    if (first !== undefined) return refuse(fillMessage(messages.msg_help_bulk_question_in_file, { line: first }));
    seen.set(key, line);
    kept.push({ text, line });
  });
  if (entry.Questions.length === 0) {
    problems.push({ Line: entry.Line, Field: 'questions', Reason: messages.msg_help_question_required });
  }
  return kept;
}

const linesOf = (entry: BulkEntry, questions: readonly Question[]) =>
  [...new Set([entry.Line, ...questions.map((question) => question.line)])].sort((a, b) => a - b);

/** The stored entry's fields the file did not give, so a file without a column keeps what is stored. */
const kept = (entry: BulkEntry, stored: StoredHelp | undefined) => ({
  GroupID: stored?.GroupID,
  HelpType: stored?.HelpType,
  ReleaseTime: stored?.ReleaseTime,
  ExpireTime: stored?.ExpireTime,
  Active: stored?.Active,
  HelpCategoryID: entry.Category ?? stored?.HelpCategoryID,
  MediaType: entry.MediaType ?? stored?.MediaType,
  MediaUrl: entry.MediaUrl ?? stored?.MediaUrl,
  AttributesJSON: entry.Attributes ?? stored?.AttributesJSON,
});

const same = (input: NewHelp, stored: StoredHelp) =>
  input.LongDescription === stored.LongDescription &&
  input.HelpCategoryID === stored.HelpCategoryID &&
  input.MediaType === stored.MediaType &&
  input.MediaUrl === stored.MediaUrl &&
  input.AttributesJSON === stored.AttributesJSON;

/**
 * Validates the entry with the help entry's own schema, merged onto the stored entry it matches (its questions
 * are kept: an import adds phrasings, it never drops them); a refusal is a problem on each of its lines.
 */
export function planEntry(
  entry: BulkEntry,
  questions: Question[],
  stored: StoredHelp | undefined,
  problems: BulkProblem[],
): Planned | undefined {
  const storedQuestions = stored ? splitQuestions(stored.ShortDescription) : [];
  const had = new Set(storedQuestions.map(uniqueKey));
  const added = questions.filter((question) => !had.has(uniqueKey(question.text)));
  const all = [...storedQuestions, ...added.map((question) => question.text)];
  const checked = helpInput.safeParse({
    ...kept(entry, stored),
    ShortDescription: all.join(QUESTION_SEPARATOR),
    LongDescription: entry.Answer,
  });
  const lines = linesOf(entry, questions);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const field = fieldOf[String(issue.path[0])] ?? 'entry';
    for (const line of lines) problems.push({ Line: line, Field: field, Reason: issue.message });
    return undefined;
  }
  if (!stored) return { kind: 'new', input: checked.data, questions, lines };
  if (added.length === 0 && same(checked.data, stored)) return { kind: 'unchanged' };
  return { kind: 'changed', input: checked.data, stored, added, lines };
}

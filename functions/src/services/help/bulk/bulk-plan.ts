import {
  fillMessage,
  helpExtraNames,
  helpInput,
  messages,
  QUESTION_SEPARATOR,
  QUESTION_MAX_CHARS,
  textProblem,
  splitQuestions,
  topicQuestion,
  uniqueKey,
  type BulkEntry,
  type BulkProblem,
  type NewHelp,
} from '@switchboard/shared';
import type { StoredHelp } from './batch-reads';
import { claimKeysOf } from '../question-claims-service';

/** A question of a file's entry, and its claim key (the question within the entry's topic). */
export interface Question {
  text: string;
  line: number;
  key: string;
}

/**
 * An entry of the chunk once checked: what to store, and against which stored entry. `claims`: the keys it must
 * win (questions within its topic, its external id); a changed entry's `released`, the keys it no longer holds.
 */
export type Planned =
  | { kind: 'new'; input: NewHelp; questions: Question[]; claims: Question[]; lines: number[] }
  | {
      kind: 'changed';
      input: NewHelp;
      stored: StoredHelp;
      added: Question[];
      claims: Question[];
      released: string[];
      lines: number[];
    }
  /** id: the stored entry it matches (mode replace keeps it). */
  | { kind: 'unchanged'; id?: string };

/** How a file's problem or change names an entry's field. */
export const fieldOf: Record<string, string> = {
  ShortDescription: 'questions',
  LongDescription: 'answer',
  HelpCategoryID: 'category',
  MediaType: 'media type',
  MediaUrl: 'media URL',
  AttributesJSON: 'attributes',
  ExternalID: 'external id',
  Topic: 'topic',
  Tags: 'tags',
  AltMarkdown: 'markdown answer',
  AltSsml: 'SSML answer',
  Card: 'card',
  Next: 'next',
  Kept: 'kept fields',
};

/** The entry form's messages speak of its controls ("this question", "the list"); a file's rows are told plainly. */
const formToFile: [string, string][] = [
  [messages.msg_help_answer_required, messages.msg_help_bulk_no_answer],
  [messages.msg_help_question_required, messages.msg_help_bulk_no_questions],
  [messages.msg_help_question_duplicate, messages.msg_help_bulk_question_twice],
  ['Please correct JSON before saving.', 'Correct it in the file.'],
];
export const fileWording = (message: string) =>
  formToFile.reduce((text, [form, file]) => text.replace(form, file), message);

/** The entry's questions that can be stored, each with its line; the others become problems. */
export function checkQuestions(entry: BulkEntry, seen: Map<string, number>, problems: BulkProblem[]): Question[] {
  const kept: Question[] = [];
  entry.Questions.forEach((raw, index) => {
    const text = raw.trim();
    const line = entry.QuestionLines[index]!;
    const refuse = (reason: string) => problems.push({ Line: line, Field: 'questions', Reason: reason });
    if (text.includes(QUESTION_SEPARATOR)) return refuse(`must not contain "${QUESTION_SEPARATOR}"`);
    const problem =
      text === ''
        ? 'is empty'
        : text.length > QUESTION_MAX_CHARS
          ? `must be at most ${QUESTION_MAX_CHARS} characters`
          : textProblem(text);
    if (problem) return refuse(problem);
    const key = topicQuestion(entry.Topic?.trim(), text);
    const first = seen.get(uniqueKey(key));
    if (first !== undefined) return refuse(fillMessage(messages.msg_help_bulk_question_in_file, { line: first }));
    seen.set(uniqueKey(key), line);
    kept.push({ text, line, key });
  });
  if (entry.Questions.length === 0) {
    problems.push({ Line: entry.Line, Field: 'questions', Reason: messages.msg_help_bulk_no_questions });
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
  ...Object.fromEntries(helpExtraNames.map((name) => [name, entry[name] ?? stored?.[name]])),
});

const same = (input: NewHelp, stored: StoredHelp) =>
  input.LongDescription === stored.LongDescription &&
  input.HelpCategoryID === stored.HelpCategoryID &&
  input.MediaType === stored.MediaType &&
  input.MediaUrl === stored.MediaUrl &&
  input.AttributesJSON === stored.AttributesJSON &&
  helpExtraNames.every((name) => JSON.stringify(input[name]) === JSON.stringify(stored[name]));

/** The claim keys `after` needs that `before` does not hold, each with the line it comes from. */
function claimsOf(after: NewHelp, before: StoredHelp | undefined, questions: readonly Question[], line: number) {
  const held = new Set((before ? claimKeysOf(before) : []).map(uniqueKey));
  const lineOf = new Map(questions.map((question) => [uniqueKey(question.key), question.line]));
  const texts = splitQuestions(after.ShortDescription);
  const keys = claimKeysOf(after);
  return keys
    .filter((key) => !held.has(uniqueKey(key)))
    .map((key) => {
      const at = keys.indexOf(key);
      return { key, text: texts[at] ?? '', line: lineOf.get(uniqueKey(key)) ?? line };
    });
}

/** The keys the stored entry holds that the changed entry no longer needs (its topic or external id changed). */
const releasedOf = (after: NewHelp, stored: StoredHelp) => {
  const needed = new Set(claimKeysOf(after).map(uniqueKey));
  return claimKeysOf(stored).filter((key) => !needed.has(uniqueKey(key)));
};

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
    for (const line of lines) problems.push({ Line: line, Field: field, Reason: fileWording(issue.message) });
    return undefined;
  }
  const input = checked.data;
  const claims = claimsOf(input, stored, questions, entry.Line);
  if (!stored) return { kind: 'new', input, questions, claims, lines };
  if (added.length === 0 && claims.length === 0 && same(input, stored)) return { kind: 'unchanged', id: stored.HelpID };
  return { kind: 'changed', input, stored, added, claims, released: releasedOf(input, stored), lines };
}

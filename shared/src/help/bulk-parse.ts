import { uniqueKey } from '../core/text-hygiene';
import { fillMessage, messages } from '../messages';
import type { BulkEntry, BulkProblem } from './bulk';
import { parseCsv, parseTsv } from './bulk-delimited';
import { qnaBotEntries } from './bulk-qnabot';
import { qnaMakerEntry } from './bulk-qnamaker';
import { rasaEntries } from './bulk-rasa';
import { C1Mapper, withoutRefusedCharacters } from './bulk-text';
import { topicQuestion } from './entry-extras';

/**
 * The bulk formats: our CSV (one entry a row), QnA Maker's TSV (one question a row), JSON (QnABot; QnA Maker's
 * qnaList / qnaDocuments; an Azure question answering project export) and YAML (a Rasa retrieval-intent FAQ).
 */
export const bulkFormats = ['csv', 'tsv', 'json', 'yaml'] as const;
export type BulkFormat = (typeof bulkFormats)[number];
/** The formats the export writes (a Rasa FAQ is import only). */
export type BulkExportFormat = Exclude<BulkFormat, 'yaml'>;

const extensions: Record<BulkFormat, string[]> = { csv: ['csv'], tsv: ['tsv'], json: ['json'], yaml: ['yml', 'yaml'] };

/** The spec's message when the chosen file does not end in the format's extension (undefined when it does). */
export function extensionProblem(format: BulkFormat, fileName: string): string | undefined {
  if (extensions[format].some((extension) => fileName.toLowerCase().endsWith(`.${extension}`))) return undefined;
  return {
    csv: messages.msg_help_choose_csv,
    tsv: messages.msg_help_choose_tsv,
    json: messages.msg_help_choose_json,
    yaml: messages.msg_help_choose_yaml,
  }[format];
}

export interface ParsedBulkFile {
  entries: BulkEntry[];
  /** Rows refused before any call: the file's shape, a refused character, or a question the file already has. */
  problems: BulkProblem[];
  /** What the preview should say of rows that import (a template shown as written, a Lambda hook not run…). */
  notes: BulkProblem[];
  /** Data rows read (lines for CSV and TSV without the header, items for JSON, intents for YAML). */
  rows: number;
  /** Windows-1252 characters read as what they stand for (curly quotes, dashes…). */
  mapped: number;
  /** What the file was read as ("QnABot JSON", …). */
  source: string;
}

const problemOf = (reason: string): BulkProblem => ({ Line: 1, Field: 'file', Reason: reason });

/**
 * Drops a question the file already has within the same topic (in this entry or an earlier one, compared as claims
 * are: NFKC, case folded) and reports its line: a question belongs to one entry of a topic. An item all of whose
 * questions are repeats (QnABot's large-import test repeats 336 questions in 216 items) is one problem, not 336; so
 * is an external id the file already gave.
 */
function withoutRepeats(entries: BulkEntry[], problems: BulkProblem[]): BulkEntry[] {
  const seen = new Map<string, number>();
  const ids = new Map<string, number>();
  return entries.flatMap((entry) => {
    const id = entry.ExternalID?.trim();
    const idLine = id ? ids.get(id) : undefined;
    if (id && idLine !== undefined) {
      const reason = fillMessage(messages.msg_help_bulk_id_in_file, { id, line: idLine });
      problems.push({ Line: entry.Line, Field: 'external id', Reason: reason });
      return [];
    }
    const kept = { questions: [] as string[], lines: [] as number[] };
    const repeats: BulkProblem[] = [];
    let firstRepeated = 0;
    entry.Questions.forEach((question, index) => {
      const line = entry.QuestionLines[index]!;
      const key = uniqueKey(topicQuestion(entry.Topic?.trim(), question));
      const first = seen.get(key);
      if (first !== undefined && question.trim() !== '') {
        const reason = fillMessage(messages.msg_help_bulk_question_in_file, { line: first });
        repeats.push({ Line: line, Field: 'questions', Reason: reason });
        firstRepeated ||= first;
        return;
      }
      seen.set(key, line);
      kept.questions.push(question);
      kept.lines.push(line);
    });
    if (id) ids.set(id, entry.Line);
    const oneLine = new Set(entry.QuestionLines).size === 1 && repeats.length > 1;
    if (kept.questions.length === 0 && oneLine) {
      const reason = fillMessage(messages.msg_help_bulk_all_repeated, { count: repeats.length, line: firstRepeated });
      problems.push({ Line: entry.Line, Field: 'questions', Reason: reason });
      return [];
    }
    problems.push(...repeats);
    // An entry all of whose questions the file already had is left out: each of its rows is reported.
    if (entry.Questions.length > 0 && kept.questions.length === 0) return [];
    return [{ ...entry, Questions: kept.questions, QuestionLines: kept.lines }];
  });
}

type Read = { entries: BulkEntry[]; rows: number; source: string } | { problem: string; rows?: number };
type Json = Record<string, unknown>;
const field = (value: unknown, name: string) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Json).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
    : undefined;

/** Shapes people may bring that are recognised but not imported, each with what to export instead. */
function unsupported(value: unknown): string | undefined {
  const say = (format: string, instead: string) => fillMessage(messages.msg_help_bulk_unsupported, { format, instead });
  if (field(value, 'rasa_nlu_data'))
    return say('Rasa NLU JSON', 'save the FAQ as nlu.yml with its responses and import it as YAML.');
  if (field(value, 'luis_schema_version'))
    return say('a LUIS app', 'export the knowledge base from QnA Maker (TSV or JSON) instead.');
  if (field(field(value, 'resource'), 'intents') || field(value, 'intents'))
    return say('an intent model (Lex or Dialogflow)', 'export the questions and answers as QnABot JSON or CSV.');
  if (field(value, 'files') || field(value, 'urls'))
    return say('a QnA Maker knowledge base without questions', 'download the knowledge base with its QnAs.');
  return undefined;
}

function readJson(source: string, mapper: C1Mapper, problems: BulkProblem[], notes: BulkProblem[]): Read {
  let value: unknown;
  try {
    value = JSON.parse(source, (_, member: unknown) => (typeof member === 'string' ? mapper.map(member) : member));
  } catch (error) {
    return { problem: `${messages.msg_help_bulk_not_json} (${(error as Error).message})` };
  }
  const qnaBot = field(value, 'qna');
  if (Array.isArray(qnaBot))
    return { entries: qnaBotEntries(qnaBot, problems, notes), rows: qnaBot.length, source: 'QnABot JSON' };
  const qnaMaker = field(value, 'qnaList') ?? field(value, 'qnaDocuments');
  const azure = field(field(value, 'assets'), 'qnas');
  const items = Array.isArray(qnaMaker) ? qnaMaker : Array.isArray(azure) ? azure : undefined;
  if (items) {
    const source = Array.isArray(qnaMaker) ? 'QnA Maker JSON' : 'Azure question answering project';
    return { entries: items.map((item, index) => qnaMakerEntry(item, index + 1)), rows: items.length, source };
  }
  return { problem: unsupported(value) ?? fillMessage(messages.msg_help_bulk_columns, { columns: REQUIRED.json }) };
}

const REQUIRED: Record<BulkFormat, string> = {
  csv: 'Questions, Answer',
  tsv: 'Question, Answer',
  json: '{"qna":[…]} (QnABot), {"qnaList":[…]} (QnA Maker) or {"assets":{"qnas":[…]}} (Azure)',
  yaml: 'nlu: (Rasa)',
};

function read(format: BulkFormat, body: string, mapper: C1Mapper, problems: BulkProblem[], notes: BulkProblem[]): Read {
  if (format === 'json') return readJson(body, mapper, problems, notes);
  if (format === 'yaml') {
    const entries = rasaEntries(mapper.map(body), problems, notes);
    if (!entries) return { problem: fillMessage(messages.msg_help_bulk_columns, { columns: REQUIRED.yaml }) };
    return { entries, rows: entries.length + notes.length, source: 'Rasa FAQ' };
  }
  const parsed = (format === 'csv' ? parseCsv : parseTsv)(mapper.map(body));
  if (parsed.missing)
    return { problem: fillMessage(messages.msg_help_bulk_columns, { columns: REQUIRED[format] }), rows: parsed.rows };
  return { entries: parsed.entries, rows: parsed.rows, source: format === 'csv' ? 'CSV' : 'QnA Maker TSV' };
}

/** Reads a bulk file (its text, a UTF-8 BOM allowed; CRLF or LF). */
export function parseBulkFile(format: BulkFormat, source: string): ParsedBulkFile {
  const problems: BulkProblem[] = [];
  const notes: BulkProblem[] = [];
  const mapper = new C1Mapper();
  const outcome = read(format, source.replace(/^\uFEFF/, ''), mapper, problems, notes);
  const base = { notes, mapped: mapper.mapped };
  if ('problem' in outcome)
    return { ...base, entries: [], problems: [problemOf(outcome.problem)], rows: outcome.rows ?? 0, source: '' };
  const entries = withoutRepeats(withoutRefusedCharacters(outcome.entries, problems), problems);
  if (entries.length === 0 && problems.length === 0) problems.push(problemOf(messages.msg_help_bulk_empty));
  return { ...base, entries, problems, rows: outcome.rows, source: outcome.source };
}

import Papa from 'papaparse';
import { uniqueKey } from '../core/text-hygiene';
import { fillMessage, messages } from '../messages';
import type { BulkEntry, BulkProblem } from './bulk';
import { QUESTION_SEPARATOR } from './questions';

/** The three bulk formats: our CSV (one entry a row), the QnA Maker TSV (one question a row) and QnABot JSON. */
export const bulkFormats = ['csv', 'tsv', 'json'] as const;
export type BulkFormat = (typeof bulkFormats)[number];

/** The spec's message when the chosen file does not end in the format's extension (undefined when it does). */
export function extensionProblem(format: BulkFormat, fileName: string): string | undefined {
  if (fileName.toLowerCase().endsWith(`.${format}`)) return undefined;
  return { csv: messages.msg_help_choose_csv, tsv: messages.msg_help_choose_tsv, json: messages.msg_help_choose_json }[
    format
  ];
}

export interface ParsedBulkFile {
  entries: BulkEntry[];
  /** Rows refused before any call: the file's shape, or a question the file already has. */
  problems: BulkProblem[];
  /** Data rows read (lines for CSV and TSV without the header, items for JSON). */
  rows: number;
}

interface Row {
  line: number;
  cells: string[];
}

/** Rows of a delimited text with the line each starts on (a quoted cell may span lines); blank rows left out. */
function readRows(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    step: ({ data, meta }) => {
      if (data.some((cell) => cell.trim() !== '')) rows.push({ line, cells: data });
      for (let at = start; at < meta.cursor; at++) if (text.charCodeAt(at) === 10) line++;
      start = meta.cursor;
    },
  });
  return rows;
}

const columnName = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const columnAliases: Record<string, string[]> = {
  questions: ['questions', 'question'],
  answer: ['answer', 'answers'],
  category: ['category', 'helpcategoryid'],
  mediaType: ['mediatype'],
  mediaUrl: ['mediaurl'],
  attributes: ['attributes', 'attributesjson'],
};

function columnsOf(header: string[]) {
  const names = header.map(columnName);
  const at = (key: string) => names.findIndex((name) => columnAliases[key]!.includes(name));
  return Object.fromEntries(Object.keys(columnAliases).map((key) => [key, at(key)])) as Record<string, number>;
}

const columnsProblem = (columns: string): BulkProblem => ({
  Line: 1,
  Field: 'file',
  Reason: fillMessage(messages.msg_help_bulk_columns, { columns }),
});

/**
 * Drops a question the file already has (in this entry or an earlier one, compared as claims are: NFKC, case
 * folded) and reports its line: a question belongs to one entry.
 */
function withoutRepeats(entries: BulkEntry[], problems: BulkProblem[]): BulkEntry[] {
  const seen = new Map<string, number>();
  return entries.flatMap((entry) => {
    const kept = { questions: [] as string[], lines: [] as number[] };
    entry.Questions.forEach((question, index) => {
      const line = entry.QuestionLines[index]!;
      const key = uniqueKey(question);
      const first = seen.get(key);
      if (first !== undefined && question.trim() !== '') {
        const reason = fillMessage(messages.msg_help_bulk_question_in_file, { line: first });
        problems.push({ Line: line, Field: 'questions', Reason: reason });
        return;
      }
      seen.set(key, line);
      kept.questions.push(question);
      kept.lines.push(line);
    });
    // An entry all of whose questions the file already had is left out: each of its rows is reported.
    if (entry.Questions.length > 0 && kept.questions.length === 0) return [];
    return [{ ...entry, Questions: kept.questions, QuestionLines: kept.lines }];
  });
}

const cell = (row: Row, column: number) => (column >= 0 ? (row.cells[column] ?? '') : undefined);

/** Our CSV: one entry a row, its questions joined by ";" (the header is in bulk.ts `bulkColumns`). */
function parseCsv(text: string, problems: BulkProblem[]) {
  const [header, ...rows] = readRows(text, ',');
  const columns = columnsOf(header?.cells ?? []);
  if (columns.questions! < 0 || columns.answer! < 0) return { entries: [], rows: rows.length, missing: true };
  const entries = rows.map((row): BulkEntry => {
    const questions = (cell(row, columns.questions!) ?? '').split(QUESTION_SEPARATOR).map((q) => q.trim());
    const given = questions.filter((question) => question !== '');
    return {
      Line: row.line,
      Questions: given,
      QuestionLines: given.map(() => row.line),
      Answer: cell(row, columns.answer!) ?? '',
      Category: cell(row, columns.category!),
      MediaType: cell(row, columns.mediaType!),
      MediaUrl: cell(row, columns.mediaUrl!),
      Attributes: cell(row, columns.attributes!),
    };
  });
  return { entries: withoutRepeats(entries, problems), rows: rows.length, missing: false };
}

/** QnA Maker TSV: one question a row; rows with the same answer are one entry with many questions. */
function parseTsv(text: string, problems: BulkProblem[]) {
  const [header, ...rows] = readRows(text, '\t');
  const columns = columnsOf(header?.cells ?? []);
  if (columns.questions! < 0 || columns.answer! < 0) return { entries: [], rows: rows.length, missing: true };
  const byAnswer = new Map<string, BulkEntry>();
  for (const row of rows) {
    const answer = (cell(row, columns.answer!) ?? '').trim();
    const entry = byAnswer.get(answer) ?? { Line: row.line, Questions: [], QuestionLines: [], Answer: answer };
    byAnswer.set(answer, entry);
    entry.Questions.push((cell(row, columns.questions!) ?? '').trim());
    entry.QuestionLines.push(row.line);
  }
  return { entries: withoutRepeats([...byAnswer.values()], problems), rows: rows.length, missing: false };
}

interface QnaBotItem {
  qid?: unknown;
  q?: unknown;
  a?: unknown;
  r?: { imageUrl?: unknown };
  category?: unknown;
  mediaType?: unknown;
  mediaUrl?: unknown;
  attributes?: unknown;
}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * QnABot JSON {"qna":[{qid, q:[…], a, r:{imageUrl}}]}: an item is an entry; its "line" is its number in the list.
 * Our export adds category, mediaType, mediaUrl and attributes to each item (QnABot's own import ignores them).
 */
function parseJson(source: string, problems: BulkProblem[]) {
  let items: QnaBotItem[];
  try {
    const value = JSON.parse(source) as { qna?: unknown };
    if (!Array.isArray(value.qna)) throw new Error('no qna list');
    items = value.qna as QnaBotItem[];
  } catch {
    return { entries: [], rows: 0, missing: true };
  }
  const entries = items.map((item, index): BulkEntry => {
    const line = index + 1;
    const questions = Array.isArray(item.q) ? item.q.map((q) => String(q).trim()) : [];
    const image = text(item.r?.imageUrl);
    return {
      Line: line,
      Questions: questions,
      QuestionLines: questions.map(() => line),
      Answer: text(item.a) ?? '',
      Category: text(item.category),
      MediaType: text(item.mediaType) ?? (image ? 'image' : undefined),
      MediaUrl: text(item.mediaUrl) ?? image,
      Attributes: typeof item.attributes === 'object' ? JSON.stringify(item.attributes) : text(item.attributes),
    };
  });
  return { entries: withoutRepeats(entries, problems), rows: items.length, missing: false };
}

const required: Record<BulkFormat, string> = {
  csv: 'Questions, Answer',
  tsv: 'Question, Answer',
  json: '{"qna":[…]}',
};

/** Reads a bulk file (its text, a UTF-8 BOM allowed; CRLF or LF). */
export function parseBulkFile(format: BulkFormat, source: string): ParsedBulkFile {
  const problems: BulkProblem[] = [];
  const body = source.replace(/^\uFEFF/, '');
  const parse = { csv: parseCsv, tsv: parseTsv, json: parseJson }[format];
  const { entries, rows, missing } = parse(body, problems);
  if (missing) return { entries: [], problems: [columnsProblem(required[format])], rows };
  if (entries.length === 0) problems.push({ Line: 1, Field: 'file', Reason: messages.msg_help_bulk_empty });
  return { entries, problems, rows };
}

import Papa from 'papaparse';
import type { BulkEntry } from './bulk';
import { liveCell } from './bulk-text';
import { keptOf, tagsOfMetadata, tsvAnswerOf } from './bulk-qnamaker';
import { QUESTION_SEPARATOR } from './questions';

/** Our CSV (one entry a row) and QnA Maker's TSV (one question a row), read with papaparse. */
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
      if (data.some((cell) => cell.trim() !== '')) rows.push({ line, cells: data.map(liveCell) });
      for (let at = start; at < meta.cursor; at++) if (text.charCodeAt(at) === 10) line++;
      start = meta.cursor;
    },
  });
  return rows;
}

const columnName = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const columnAliases = {
  questions: ['questions', 'question'],
  answer: ['answer', 'answers'],
  category: ['category', 'helpcategoryid'],
  mediaType: ['mediatype'],
  mediaUrl: ['mediaurl'],
  attributes: ['attributes', 'attributesjson'],
  externalId: ['externalid', 'qnaid', 'qid'],
  topic: ['topic'],
  tags: ['tags'],
  source: ['source'],
  metadata: ['metadata'],
  suggested: ['suggestedquestions'],
  contextOnly: ['iscontextonly'],
  prompts: ['prompts'],
} satisfies Record<string, string[]>;
type Column = keyof typeof columnAliases;

function columnsOf(header: string[]) {
  const names = header.map(columnName);
  const at = (key: Column) => names.findIndex((name) => columnAliases[key].includes(name));
  const keys = Object.keys(columnAliases) as Column[];
  return Object.fromEntries(keys.map((key) => [key, at(key)])) as Record<Column, number>;
}

const reader = (columns: Record<Column, number>) => (row: Row, column: Column) =>
  columns[column] >= 0 ? (row.cells[columns[column]] ?? '') : undefined;
/** An extra field's cell: an empty one says nothing (a stored value is kept). */
const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export interface Delimited {
  entries: BulkEntry[];
  rows: number;
  missing: boolean;
}

/** Our CSV's Tags cell: tags joined by spaces, or by "|" when a tag holds a space (Azure metadata values do). */
export const splitTags = (cell: string | undefined) =>
  cell === undefined
    ? undefined
    : cell
        .split(cell.includes('|') ? '|' : /\s+/)
        .map((tag) => tag.trim())
        .filter(Boolean);
export const joinTags = (tags: readonly string[]) =>
  // One tag that holds a space is written with a "|" after it, so it reads back as one tag.
  tags.some((tag) => /\s/.test(tag)) ? `${tags.join('|')}${tags.length === 1 ? '|' : ''}` : tags.join(' ');

/**
 * The CSV's delimiter: a comma, or a semicolon when the header has semicolons and no comma (Excel in a locale whose
 * decimal mark is a comma saves "CSV" so: our export edited and saved in French or German Excel).
 */
const csvDelimiter = (text: string) => {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
};

/** Our CSV: one entry a row, its questions joined by ";", tags by spaces (see splitTags). */
export function parseCsv(text: string): Delimited {
  const [header, ...rows] = readRows(text, csvDelimiter(text));
  const columns = columnsOf(header?.cells ?? []);
  if (columns.questions < 0 || columns.answer < 0) return { entries: [], rows: rows.length, missing: true };
  const cell = reader(columns);
  const entries = rows.map((row): BulkEntry => {
    const questions = (cell(row, 'questions') ?? '').split(QUESTION_SEPARATOR).map((q) => q.trim());
    const asked = questions.filter((question) => question !== '');
    const tags = splitTags(given(cell(row, 'tags')));
    return {
      Line: row.line,
      Questions: asked,
      QuestionLines: asked.map(() => row.line),
      Answer: cell(row, 'answer') ?? '',
      Category: cell(row, 'category'),
      MediaType: cell(row, 'mediaType'),
      MediaUrl: cell(row, 'mediaUrl'),
      Attributes: cell(row, 'attributes'),
      ...(given(cell(row, 'externalId')) ? { ExternalID: given(cell(row, 'externalId')) } : {}),
      ...(given(cell(row, 'topic')) ? { Topic: given(cell(row, 'topic')) } : {}),
      ...(tags ? { Tags: tags } : {}),
    };
  });
  return { entries, rows: rows.length, missing: false };
}

/**
 * QnA Maker TSV: one question a row. Rows sharing a QnaId are one entry (QnA Maker's alternative questions); a file
 * without QnaId (the chit-chat sets) groups rows by their answer. Metadata → tags; Source, IsContextOnly, Prompts
 * and SuggestedQuestions are kept from the entry's first row.
 */
export function parseTsv(text: string): Delimited {
  const [header, ...rows] = readRows(text, '\t');
  const columns = columnsOf(header?.cells ?? []);
  if (columns.questions < 0 || columns.answer < 0) return { entries: [], rows: rows.length, missing: true };
  const cell = reader(columns);
  const groups = new Map<string, BulkEntry>();
  for (const row of rows) {
    const answer = tsvAnswerOf(cell(row, 'answer') ?? '').trim();
    const id = given(cell(row, 'externalId'));
    const group = id === undefined ? `answer:${answer}` : `id:${id}`;
    let entry = groups.get(group);
    if (!entry) {
      const tags = tagsOfMetadata(cell(row, 'metadata'));
      const kept = keptOf({
        Source: given(cell(row, 'source')),
        IsContextOnly: cell(row, 'contextOnly'),
        Prompts: given(cell(row, 'prompts')),
        SuggestedQuestions: given(cell(row, 'suggested')),
      });
      const topic = given(cell(row, 'topic'));
      const category = given(cell(row, 'category'));
      entry = {
        Line: row.line,
        Questions: [],
        QuestionLines: [],
        Answer: answer,
        ...(id !== undefined ? { ExternalID: id } : {}),
        ...(topic !== undefined ? { Topic: topic } : {}),
        ...(category !== undefined ? { Category: category } : {}),
        ...(tags.length ? { Tags: tags } : {}),
        ...(kept ? { Kept: kept } : {}),
      };
      groups.set(group, entry);
    }
    entry.Questions.push((cell(row, 'questions') ?? '').trim());
    entry.QuestionLines.push(row.line);
  }
  return { entries: [...groups.values()], rows: rows.length, missing: false };
}

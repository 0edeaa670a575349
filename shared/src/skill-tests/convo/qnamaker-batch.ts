import Papa from 'papaparse';
import type { TestStep } from '../definition';
import { baseNameOf, type ConversionResult } from './imported';

/**
 * A QnA Maker batch-test file (TSV): without a header, its columns are KBID, question, metadata, top and the
 * expected answer's QnaId (Microsoft's batch testing tool); with a header row, the columns named Question and
 * Answer / Expected answer and/or QnaId / Expected answer ID. The file is one test, a step per question: the
 * expected QnaId is looked up among the entries' external ids, an expected answer must be in the answer, and a
 * question with neither expects an answer. Metadata filters are not applied here (a warning says so).
 */
const HEADER_NAMES = {
  question: ['question'],
  answer: ['answer', 'expected answer', 'expectedanswer'],
  id: ['qnaid', 'expected answer id', 'expectedanswerid', 'expected qnaid', 'answer id'],
} as const;

const columnOf = (header: string[], names: readonly string[]) =>
  header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));

/** Whether a text looks like a batch test: tab-separated rows of at least two cells. */
export const looksLikeBatchTest = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .every((line) => line.split('\t').length >= 2);

export function importQnaBatchTest(fileName: string, text: string): ConversionResult {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '\t',
    skipEmptyLines: true,
    quoteChar: '\u0000',
  }).data;
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const named = columnOf(header, HEADER_NAMES.question) >= 0;
  const columns = named
    ? {
        question: columnOf(header, HEADER_NAMES.question),
        answer: columnOf(header, HEADER_NAMES.answer),
        id: columnOf(header, HEADER_NAMES.id),
        metadata: columnOf(header, ['metadata']),
      }
    : { question: 1, answer: -1, id: 4, metadata: 2 };
  const name = baseNameOf(fileName);
  const warnings: string[] = [];
  const steps: TestStep[] = [];
  const lookups: (string[] | undefined)[] = [];
  let filtered = 0;
  let open = 0;
  (named ? rows.slice(1) : rows).forEach((row, index) => {
    const cell = (at: number) => (at >= 0 ? (row[at] ?? '').trim() : '');
    const say = cell(columns.question);
    const line = index + (named ? 2 : 1);
    if (!say) return void warnings.push(`${name}: line ${line} has no question and was left out.`);
    const [answer, id] = [cell(columns.answer), cell(columns.id)];
    if (cell(columns.metadata)) filtered += 1;
    if (!answer && !id) open += 1;
    steps.push({ say, expect: answer ? { contains: [answer] } : { noMatch: false } });
    lookups.push(id ? [id] : undefined);
  });
  if (filtered) warnings.push(`${name}: the metadata filters of ${filtered} question(s) are not applied here.`);
  if (open) warnings.push(`${name}: ${open} question(s) name no expected answer; each expects an answer.`);
  if (!steps.length) return { format: 'qnamaker-batch', tests: [], warnings: [`${name}: no question to test.`] };
  return {
    format: 'qnamaker-batch',
    tests: [{ definition: { version: 1, name, steps }, warnings, lookups }],
    warnings: [],
  };
}

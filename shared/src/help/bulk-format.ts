import Papa from 'papaparse';
import { bulkColumns, type BulkExportEntry, type BulkProblem } from './bulk';
import type { BulkExportFormat } from './bulk-parse';
import { qnaBotItem } from './bulk-qnabot';
import { qnaMakerColumns, qnaMakerRows } from './bulk-qnamaker';
import { joinTags } from './bulk-delimited';
import { inertCell } from './bulk-text';
import { QUESTION_SEPARATOR } from './questions';

/** A file the import reads back unchanged: UTF-8 with a BOM (spreadsheets then read it as UTF-8), CRLF lines. */
const BOM = '\uFEFF';

/** Rows as a spreadsheet may open them: a cell that would run as a formula starts with an apostrophe. */
const inert = (rows: (string | number)[][]) => rows.map((row) => row.map((cell) => inertCell(String(cell))));

const csv = (entries: readonly BulkExportEntry[]) =>
  Papa.unparse(
    {
      fields: [...bulkColumns],
      data: inert(
        entries.map((entry) => [
          entry.Questions.join(QUESTION_SEPARATOR),
          entry.Answer,
          entry.Category,
          entry.MediaType,
          entry.MediaUrl,
          entry.Attributes,
          entry.ExternalID ?? entry.HelpID,
          entry.Topic ?? '',
          joinTags(entry.Tags ?? []),
        ]),
      ),
    },
    { newline: '\r\n', quotes: false },
  );

/** QnA Maker's import format with its multi-turn columns: one question a row, rows of an entry share its QnaId. */
const tsv = (entries: readonly BulkExportEntry[]) =>
  Papa.unparse(
    { fields: [...qnaMakerColumns], data: inert(entries.flatMap(qnaMakerRows)) },
    { delimiter: '\t', newline: '\r\n', quotes: false },
  );

/** QnABot's {"qna":[…]}, each item with our fields beside QnABot's own (which its import ignores). */
const json = (entries: readonly BulkExportEntry[]) => JSON.stringify({ qna: entries.map(qnaBotItem) }, null, 2);

/** The text of an export file in one of the three formats. */
export function formatBulkFile(format: BulkExportFormat, entries: readonly BulkExportEntry[]): string {
  if (format === 'json') return json(entries);
  return BOM + (format === 'csv' ? csv(entries) : tsv(entries));
}

export const bulkFileTypes: Record<BulkExportFormat, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
};

/** The invalid rows of a preview or an import as a CSV file: Line, Field, Reason. */
export const bulkProblemsCsv = (problems: readonly BulkProblem[]) =>
  BOM +
  Papa.unparse(
    { fields: ['Line', 'Field', 'Reason'], data: inert(problems.map((p) => [p.Line, p.Field, p.Reason])) },
    { newline: '\r\n' },
  );

import Papa from 'papaparse';
import { bulkColumns, type BulkExportEntry, type BulkProblem } from './bulk';
import type { BulkFormat } from './bulk-parse';
import { QUESTION_SEPARATOR } from './questions';

/** A file the import reads back unchanged: UTF-8 with a BOM (spreadsheets then read it as UTF-8), CRLF lines. */
const BOM = '\uFEFF';

const csv = (entries: readonly BulkExportEntry[]) =>
  Papa.unparse(
    {
      fields: [...bulkColumns],
      data: entries.map((entry) => [
        entry.Questions.join(QUESTION_SEPARATOR),
        entry.Answer,
        entry.Category,
        entry.MediaType,
        entry.MediaUrl,
        entry.Attributes,
      ]),
    },
    { newline: '\r\n', quotes: false },
  );

/** QnA Maker's import format: one question a row, the answer repeated; Source names us, Metadata stays empty. */
const tsv = (entries: readonly BulkExportEntry[]) =>
  Papa.unparse(
    {
      fields: ['Question', 'Answer', 'Source', 'Metadata'],
      data: entries.flatMap((entry) => entry.Questions.map((question) => [question, entry.Answer, 'Switchboard', ''])),
    },
    { delimiter: '\t', newline: '\r\n', quotes: false },
  );

/** QnABot's {"qna":[…]}, each item with our fields beside QnABot's own (which its import ignores). */
const json = (entries: readonly BulkExportEntry[]) =>
  JSON.stringify(
    {
      qna: entries.map((entry) => ({
        qid: entry.HelpID,
        type: 'qna',
        q: entry.Questions,
        a: entry.Answer,
        ...(entry.MediaType === 'image' ? { r: { title: '', imageUrl: entry.MediaUrl } } : {}),
        category: entry.Category,
        mediaType: entry.MediaType,
        mediaUrl: entry.MediaUrl,
        attributes: entry.Attributes,
      })),
    },
    null,
    2,
  );

/** The text of an export file in one of the three formats. */
export function formatBulkFile(format: BulkFormat, entries: readonly BulkExportEntry[]): string {
  if (format === 'json') return json(entries);
  return BOM + (format === 'csv' ? csv(entries) : tsv(entries));
}

export const bulkFileTypes: Record<BulkFormat, string> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
};

/** The invalid rows of a preview or an import as a CSV file: Line, Field, Reason. */
export const bulkProblemsCsv = (problems: readonly BulkProblem[]) =>
  BOM +
  Papa.unparse(
    { fields: ['Line', 'Field', 'Reason'], data: problems.map((p) => [p.Line, p.Field, p.Reason]) },
    { newline: '\r\n' },
  );

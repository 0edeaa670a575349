import {
  bulkChunks,
  type BulkEntry,
  type BulkExportEntry,
  type BulkOutcome,
  type BulkProblem,
} from '@switchboard/shared';
import { api, callRoutePage } from '../../../app/api/client';

/** Sends the file's entries chunk by chunk, reporting after each; answers the chunks' outcomes added up. */
export async function sendInChunks(
  name: 'PreviewHelpImport' | 'ImportHelp',
  entries: readonly BulkEntry[],
  fileProblems: readonly BulkProblem[],
  progress: (done: number, total: number) => void,
): Promise<BulkOutcome> {
  const total: BulkOutcome = { New: 0, Changed: 0, Unchanged: 0, Invalid: 0, Problems: [...fileProblems] };
  const chunks = bulkChunks(entries);
  let done = 0;
  progress(0, entries.length);
  for (const Entries of chunks) {
    const answer = await api(name, { body: { Entries } });
    total.New += answer.New;
    total.Changed += answer.Changed;
    total.Unchanged += answer.Unchanged;
    total.Problems.push(...answer.Problems);
    done += Entries.length;
    progress(done, entries.length);
  }
  total.Problems.sort((a, b) => a.Line - b.Line);
  total.Invalid = total.Problems.length;
  return total;
}

/** Every entry of the organization as ExportHelp gives it, page after page. */
export async function exportedEntries(): Promise<BulkExportEntry[]> {
  const entries: BulkExportEntry[] = [];
  let cursor: string | undefined;
  do {
    const { answer, page } = await callRoutePage('ExportHelp', { query: cursor ? { Cursor: cursor } : {} });
    entries.push(...(answer as BulkExportEntry[]));
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
}

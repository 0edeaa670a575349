import {
  extensionProblem,
  parseBulkFile,
  type BulkFormat,
  type BulkOutcome,
  type BulkPreview,
  type ParsedBulkFile,
} from '@switchboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { previewInChunks, sendInChunks } from './bulk-calls';

export type ImportStep =
  | { step: 'choose'; error?: string }
  | { step: 'checking'; done: number; total: number }
  | { step: 'preview'; file: ParsedBulkFile; preview: BulkPreview }
  | { step: 'importing'; done: number; total: number }
  | { step: 'done'; result: BulkOutcome; total: number };

/**
 * The import flow of /help/import: choose a file → its dry-run preview (every chunk checked by the server, nothing
 * stored) → "Import all valid rows" with a progress bar → the summary.
 */
export function useBulkImport() {
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [fileName, setFileName] = useState('');
  const client = useQueryClient();
  const fail = (error: unknown) => setState({ step: 'choose', error: (error as Error).message });

  const choose = async (format: BulkFormat, file: File | undefined) => {
    setFileName(file?.name ?? '');
    if (!file) return setState({ step: 'choose' });
    const wrong = extensionProblem(format, file.name);
    if (wrong) return setState({ step: 'choose', error: wrong });
    try {
      const parsed = parseBulkFile(format, await file.text());
      const progress = (done: number, total: number) => setState({ step: 'checking', done, total });
      const preview = await previewInChunks(parsed.entries, parsed.problems, progress);
      setState({ step: 'preview', file: parsed, preview });
    } catch (error) {
      fail(error);
    }
  };

  const importAll = async () => {
    if (state.step !== 'preview') return;
    const { entries, problems } = state.file;
    try {
      const progress = (done: number, total: number) => setState({ step: 'importing', done, total });
      const result = await sendInChunks('ImportHelp', entries, problems, progress);
      setState({ step: 'done', result, total: entries.length });
    } catch (error) {
      fail(error);
    } finally {
      await client.invalidateQueries({ queryKey: ['GetHelp'] });
    }
  };

  const reset = () => {
    setFileName('');
    setState({ step: 'choose' });
  };
  return { state, fileName, choose, importAll, reset };
}

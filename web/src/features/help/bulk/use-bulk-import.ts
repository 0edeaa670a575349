import {
  decodeTextFile,
  encodingNote,
  extensionProblem,
  parseBulkFile,
  type BulkFormat,
  type BulkMode,
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
  const [mode, setMode] = useState<BulkMode>('update');
  const [createCategories, setCreateCategories] = useState(false);
  const [files, setFiles] = useState<{ format: BulkFormat; chosen: File[] }>();
  const client = useQueryClient();
  const fail = (error: unknown) => setState({ step: 'choose', error: (error as Error).message });

  /** A Rasa FAQ may come as several files (nlu.yml and domain.yml): read as one text of YAML documents. */
  const check = async (format: BulkFormat, chosen: File[], checkedMode: BulkMode) => {
    setFileName(chosen.map((file) => file.name).join(', '));
    setFiles({ format, chosen });
    if (chosen.length === 0) return setState({ step: 'choose' });
    const wrong = chosen.map((file) => extensionProblem(format, file.name)).find(Boolean);
    if (wrong) return setState({ step: 'choose', error: wrong });
    try {
      const read = await Promise.all(
        chosen.map(async (file) => decodeTextFile(new Uint8Array(await file.arrayBuffer()))),
      );
      const text = parseBulkFile(format, read.map((file) => file.text).join('\n---\n'));
      const note = read.map((file) => encodingNote(file.encoding)).find(Boolean);
      const parsed = note ? { ...text, source: `${text.source}, ${note}` } : text;
      const progress = (done: number, total: number) => setState({ step: 'checking', done, total });
      const preview = await previewInChunks(parsed.entries, parsed.problems, progress, checkedMode);
      setState({ step: 'preview', file: parsed, preview });
    } catch (error) {
      fail(error);
    }
  };

  const choose = (format: BulkFormat, chosen: File[]) => check(format, chosen, mode);
  /** Another mode is previewed again: what would change depends on it. */
  const chooseMode = async (next: BulkMode) => {
    setMode(next);
    if (files && state.step === 'preview') await check(files.format, files.chosen, next);
  };

  /** One import, one id: its chunks are recorded together, and undone together. */
  const importAll = async (confirmedName?: string) => {
    if (state.step !== 'preview') return;
    const { entries, problems } = state.file;
    const extra = {
      ImportID: crypto.randomUUID(),
      // Mode replace keeps (and names) what was added or changed after the preview the user saw.
      ...(mode === 'replace' ? { ConfirmOrganizationName: confirmedName, PreviewedAt: state.preview.PreviewedAt } : {}),
    };
    try {
      const progress = (done: number, total: number) => setState({ step: 'importing', done, total });
      const result = await sendInChunks(
        'ImportHelp',
        entries,
        problems,
        progress,
        mode,
        undefined,
        createCategories,
        extra,
      );
      setState({ step: 'done', result, total: entries.length });
    } catch (error) {
      fail(error);
    } finally {
      await client.invalidateQueries({ queryKey: ['GetHelp'] });
      await client.invalidateQueries({ queryKey: ['GetHelpImports'] });
    }
  };

  const reset = () => {
    setFileName('');
    setFiles(undefined);
    setState({ step: 'choose' });
  };
  return {
    ...{ state, fileName, chosenFiles: files?.chosen ?? [], mode, choose, chooseMode, importAll, reset },
    ...{ createCategories, setCreateCategories },
  };
}

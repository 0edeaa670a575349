import type { BulkOutcome } from '@switchboard/shared';

/** While rows go to the server (checked, or sent to be stored): only rows are counted, none is known stored yet. */
export function progressText(step: 'checking' | 'importing', done: number, total: number): string {
  return `${done} of ${total} ${total === 1 ? 'row' : 'rows'} ${step === 'checking' ? 'checked' : 'sent'}`;
}

/** After the import: what was stored, out of the file's rows, and what became of the others. */
export function importedText(result: BulkOutcome, total: number): string {
  const stored = result.New + result.Changed;
  const others = [
    result.Unchanged ? `${result.Unchanged} unchanged` : '',
    result.Invalid ? `${result.Invalid} invalid ${result.Invalid === 1 ? 'row' : 'rows'} left out` : '',
  ].filter(Boolean);
  const imported = `${stored} of ${total} ${total === 1 ? 'entry' : 'entries'} imported`;
  return others.length ? `${imported} (${others.join(', ')})` : imported;
}

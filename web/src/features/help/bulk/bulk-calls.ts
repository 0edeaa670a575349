import {
  bulkChunks,
  fillMessage,
  HELP_ENTRIES_MAX,
  HELP_QUESTIONS_MAX,
  messages,
  NEAR_DUPLICATES_LISTED,
  type BulkEntry,
  type BulkExportEntry,
  type BulkMode,
  type BulkOutcome,
  type BulkPreview,
  type BulkProblem,
} from '@switchboard/shared';
import { api, callRoutePage } from '../../../api/client';

/** Sends the file's entries chunk by chunk, reporting after each; answers the chunks' outcomes added up. */
export async function sendInChunks(
  name: 'PreviewHelpImport' | 'ImportHelp',
  entries: readonly BulkEntry[],
  fileProblems: readonly BulkProblem[],
  progress: (done: number, total: number) => void,
  mode: BulkMode,
  eachAnswer: (answer: BulkOutcome) => void = () => undefined,
  createCategories = false,
  /** The import's one id (its chunks, one undo) and, in mode replace, the organization's name as typed. */
  extra: { ImportID?: string; ConfirmOrganizationName?: string; PreviewedAt?: string } = {},
): Promise<BulkOutcome> {
  const total = { New: 0, Changed: 0, Unchanged: 0, Invalid: 0, Problems: [...fileProblems], Deleted: 0 };
  const skipped: NonNullable<BulkOutcome['Skipped']> = [];
  const chunks = bulkChunks(entries);
  let done = 0;
  progress(0, entries.length);
  for (const [index, Entries] of chunks.entries()) {
    const more = index < chunks.length - 1;
    const body = { Entries, MoreChunks: more, Mode: mode, CreateCategories: createCategories, ...extra };
    const answer = await api(name, { body });
    eachAnswer(answer);
    total.New += answer.New;
    total.Changed += answer.Changed;
    total.Unchanged += answer.Unchanged;
    total.Deleted = (total.Deleted ?? 0) + (answer.Deleted ?? 0);
    total.Problems.push(...answer.Problems);
    skipped.push(...(answer.Skipped ?? []));
    done += Entries.length;
    progress(done, entries.length);
  }
  total.Problems.sort((a, b) => a.Line - b.Line);
  total.Invalid = total.Problems.length;
  return { ...total, Skipped: skipped };
}

/**
 * The file's dry-run preview: its chunks' outcomes added up, and their near-duplicates (listed up to
 * NEAR_DUPLICATES_LISTED for the whole file, the others counted), with why some questions were not checked.
 */
export async function previewInChunks(
  entries: readonly BulkEntry[],
  fileProblems: readonly BulkProblem[],
  progress: (done: number, total: number) => void,
  mode: BulkMode,
): Promise<BulkPreview> {
  const found: BulkPreview['NearDuplicates'] = [];
  const changes: BulkPreview['Changes'] = [];
  let [more, checked, unchecked, skipped, changesMore, addedQuestions, matched] = [0, 0, 0, false, 0, 0, 0];
  let counts: Pick<BulkPreview, 'Stored' | 'Limits' | 'PreviewedAt'> | undefined;
  const newCategories = new Set<string>();
  const outcome = await sendInChunks('PreviewHelpImport', entries, fileProblems, progress, mode, (answer) => {
    const preview = answer as BulkPreview;
    found.push(...preview.NearDuplicates);
    changes.push(...preview.Changes);
    changesMore += preview.ChangesMore;
    addedQuestions += preview.AddedQuestions;
    matched += preview.Matched;
    counts ??= { Stored: preview.Stored, Limits: preview.Limits, PreviewedAt: preview.PreviewedAt };
    for (const name of preview.NewCategories) newCategories.add(name);
    more += preview.NearDuplicatesMore;
    checked += preview.NearDuplicatesChecked;
    unchecked += preview.NearDuplicatesUnchecked;
    skipped ||= preview.NearDuplicateNote === messages.msg_help_bulk_near_duplicates_skipped;
  });
  found.sort((a, b) => a.Line - b.Line);
  const note = skipped
    ? messages.msg_help_bulk_near_duplicates_skipped
    : unchecked > 0
      ? fillMessage(messages.msg_help_bulk_near_duplicates_cut, { unchecked })
      : null;
  return {
    ...outcome,
    NearDuplicates: found.slice(0, NEAR_DUPLICATES_LISTED),
    NearDuplicatesMore: more + Math.max(0, found.length - NEAR_DUPLICATES_LISTED),
    NearDuplicatesChecked: checked,
    NearDuplicatesUnchecked: unchecked,
    NearDuplicateNote: note,
    Changes: changes,
    ChangesMore: changesMore,
    AddedQuestions: addedQuestions,
    Stored: counts?.Stored ?? { Entries: 0, Questions: 0 },
    Limits: counts?.Limits ?? { Entries: HELP_ENTRIES_MAX, Questions: HELP_QUESTIONS_MAX },
    NewCategories: [...newCategories],
    Matched: matched,
    // The first chunk's: what is stored was read after it.
    PreviewedAt: counts?.PreviewedAt ?? new Date().toISOString(),
  };
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

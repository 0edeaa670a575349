import { bulkChunks, parseBulkFile, type BulkFormat, type BulkMode, type BulkPreview } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call } from './client';

/** The public data beside the checkout (../shared/data, SOURCES.md). */
export const sharedData = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', '..', 'shared', 'data', path), 'utf8');

type Call = 'PreviewHelpImport' | 'ImportHelp';

/** Sends a file as the console does: parsed here, its entries in chunks; the chunks' outcomes added up. */
export async function sendFile(
  cookie: string,
  name: Call,
  format: BulkFormat,
  text: string,
  Mode?: BulkMode,
  CreateCategories?: boolean,
  /** One import (its chunks under one ImportID, as the console sends them); mode replace's typed name. */
  extra: { ImportID?: string; ConfirmOrganizationName?: string; PreviewedAt?: string } = {},
) {
  const ImportID = extra.ImportID ?? randomUUID();
  const parsed = parseBulkFile(format, text);
  const total: BulkPreview = {
    ...{ New: 0, Changed: 0, Unchanged: 0, Invalid: 0, Problems: [...parsed.problems] },
    ...{ NearDuplicates: [], NearDuplicatesMore: 0, NearDuplicatesChecked: 0, NearDuplicatesUnchecked: 0 },
    NearDuplicateNote: null,
    Changes: [],
    ChangesMore: 0,
    AddedQuestions: 0,
    Stored: { Entries: 0, Questions: 0 },
    Limits: { Entries: 0, Questions: 0 },
    NewCategories: [] as string[],
    Matched: 0,
    Deleted: 0,
    PreviewedAt: '',
  };
  const notes: string[] = [];
  /** Mode replace: the entries it did not delete (added or changed after the preview). */
  const skipped: NonNullable<BulkPreview['Skipped']> = [];
  const statuses: number[] = [];
  /** The chunks not accepted, with what the runtime answered (a test shows them when it fails). */
  const refusals: { chunk: number; status: number; body: unknown }[] = [];
  const chunks = bulkChunks(parsed.entries);
  for (const [index, Entries] of chunks.entries()) {
    // ImportHelp answers the outcome alone; PreviewHelpImport adds the near-duplicate check.
    const more = index < chunks.length - 1;
    const body = { Entries, MoreChunks: more, ...(Mode ? { Mode } : {}), CreateCategories, ...extra, ImportID };
    const answer = await call<Partial<BulkPreview>>(name, { cookie, body });
    statuses.push(answer.status);
    if (answer.status >= 300) refusals.push({ chunk: index, status: answer.status, body: answer.body });
    for (const key of ['New', 'Changed', 'Unchanged'] as const) total[key] += answer.body[key] ?? 0;
    total.Problems.push(...(answer.body.Problems ?? []));
    total.NearDuplicates.push(...(answer.body.NearDuplicates ?? []));
    total.Changes.push(...(answer.body.Changes ?? []));
    total.ChangesMore += answer.body.ChangesMore ?? 0;
    total.AddedQuestions += answer.body.AddedQuestions ?? 0;
    total.Matched += answer.body.Matched ?? 0;
    total.Deleted = (total.Deleted ?? 0) + (answer.body.Deleted ?? 0);
    skipped.push(...(answer.body.Skipped ?? []));
    total.PreviewedAt ||= answer.body.PreviewedAt ?? '';
    for (const category of answer.body.NewCategories ?? [])
      if (!total.NewCategories.includes(category)) total.NewCategories.push(category);
    if (index === 0 && answer.body.Stored) [total.Stored, total.Limits] = [answer.body.Stored, answer.body.Limits!];
    for (const key of ['NearDuplicatesMore', 'NearDuplicatesChecked', 'NearDuplicatesUnchecked'] as const)
      total[key] += answer.body[key] ?? 0;
    if (answer.body.NearDuplicateNote) notes.push(answer.body.NearDuplicateNote);
  }
  total.NearDuplicateNote = notes[0] ?? null;
  total.Invalid = total.Problems.length;
  total.Problems.sort((a, b) => a.Line - b.Line);
  return { ...total, Skipped: skipped, statuses, refusals, rows: parsed.rows, ImportID };
}

/** Every entry of the organization as ExportHelp gives it (all pages). */
export async function exported(cookie: string) {
  const entries: { Questions: string[]; Answer: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: typeof entries; headers: Headers } = await call<typeof entries>('ExportHelp', {
      cookie,
      query: cursor ? { Cursor: cursor } : {},
    });
    entries.push(...page.body);
    cursor = page.headers.get('x-next-cursor');
  } while (cursor);
  return entries;
}

import * as z from 'zod/mini';
import { id } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';
import { bulkModes, bulkSkipped } from './bulk';

/** How long an import can be undone (its record expires then). */
export const IMPORT_UNDO_DAYS = 7;

/**
 * An import's record (GetHelpImports): what it did, and whether it can still be undone. open: chunks are still
 * coming (or the import stopped half-way); done: its last chunk is stored; undoing / undone: UndoHelpImport ran.
 */
export const helpImportStatuses = ['open', 'done', 'undoing', 'undone'] as const;
export const helpImportRecord = /* @__PURE__ */ lazySchema(() =>
  z.object({
    ImportID: z.string(),
    Mode: z.enum(bulkModes),
    StartedAt: z.string(),
    By: z.string(),
    Added: z.number(),
    Changed: z.number(),
    Deleted: z.number(),
    Status: z.enum(helpImportStatuses),
    /** The last moment UndoHelpImport accepts it (StartedAt + IMPORT_UNDO_DAYS). */
    UndoableUntil: z.string(),
    /** What the undo restored, as it said it ("Removed 12 added, …"). */
    UndoSummary: z.nullable(z.string()),
  }),
);
export type HelpImportRecord = z.infer<typeof helpImportRecord>;

export const undoHelpImportRequest = /* @__PURE__ */ lazySchema(() => z.object({ ImportID: id() }));

/** An entry the undo left as it is, because someone changed it after the import (or took one of its questions). */
export const undoSkipped = bulkSkipped;
export type UndoSkipped = z.infer<typeof undoSkipped>;

export const undoHelpImportAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Entries the import added, deleted again. */
    Removed: z.number(),
    /** Entries the import changed, back to their version before it. */
    Restored: z.number(),
    /** Entries the import deleted (mode replace), stored again with their questions. */
    Recreated: z.number(),
    Skipped: z.array(undoSkipped),
    Message: z.string(),
  }),
);
export type UndoHelpImportAnswer = z.infer<typeof undoHelpImportAnswer>;

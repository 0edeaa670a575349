import * as z from 'zod/mini';
import { id, textHygiene } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';
import { helpExtraShape } from './entry-extras';

/**
 * Bulk import and export of help entries (our own calls, DESIGN §2). The console parses the file (bulk-files.ts) and
 * sends its entries in chunks; the server validates each with the help entry's own schema, sorts it into new /
 * changed / unchanged against what is stored, and reports every invalid row with its line, field and reason.
 */

/** Entries a call carries at most; the console also keeps a chunk under BULK_CHUNK_BYTES (the API takes 1 MB). */
export const BULK_CHUNK_ENTRIES = 500;
export const BULK_CHUNK_BYTES = 700 * 1024;

/** The file's columns, as the export writes them (the CSV header; the import also reads the names below). */
export const bulkColumns = [
  'Questions',
  'Answer',
  'Category',
  'Media type',
  'Media URL',
  'Attributes',
  'External ID',
  'Topic',
  'Tags',
] as const;
export type BulkField = 'questions' | 'answer' | 'category' | 'media type' | 'media URL' | 'attributes' | 'file';

/**
 * One entry of a file: its questions with the line each came from (a TSV gives one line per question; a JSON file,
 * the item's number), the line of its answer. A field the file has no column for is left out: a new entry takes
 * the default, a stored one keeps its value (so a TSV, which has no media column, never clears an entry's media).
 */
export const bulkEntry = /* @__PURE__ */ lazySchema(() =>
  z
    .object({
      Line: z.number().check(z.int(), z.minimum(1)),
      QuestionLines: z.array(z.number().check(z.int(), z.minimum(1))).check(z.maxLength(1000)),
      Questions: z.array(z.string().check(z.maxLength(5000))).check(z.maxLength(1000)),
      Answer: z.string().check(z.maxLength(100_000)),
      Category: z.optional(z.string().check(z.maxLength(200))),
      MediaType: z.optional(z.string().check(z.maxLength(50))),
      MediaUrl: z.optional(z.string().check(z.maxLength(5000))),
      Attributes: z.optional(z.string().check(z.maxLength(100_000))),
      /** Kept from the source (QnABot qid, t, alt, r, tags, next, l/args; QnA Maker QnaId, Metadata, Prompts…). */
      ...helpExtraShape,
    })
    .check(
      z.refine((entry) => entry.QuestionLines.length === entry.Questions.length, {
        message: 'must give one line for each question',
        path: ['QuestionLines'],
      }),
    ),
);
export type BulkEntry = z.input<typeof bulkEntry>;

/** A moment as the server writes it (toISOString). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const bulkImportRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Entries: z.array(bulkEntry).check(z.minLength(1, 'must hold at least one entry'), z.maxLength(BULK_CHUNK_ENTRIES)),
    /**
     * True on every chunk of a file but its last (the console sets it): a large import starts the answering index's
     * build after its last chunk, not while later chunks are still being written.
     */
    MoreChunks: z.optional(z.boolean()),
    /** update: add new entries and update matching ones (the default); new-only: add new ones, leave stored ones. */
    Mode: z.optional(z.enum(bulkModes)),
    /** The user's consent to create the categories the file names that do not exist yet (see NewCategories). */
    CreateCategories: z.optional(z.boolean()),
    /**
     * The import the chunk belongs to (the console makes one id a file): every chunk's changes are recorded under
     * it, so the whole import can be undone (UndoHelpImport). Without it, the chunk is an import of its own.
     */
    ImportID: z.optional(id()),
    /** Mode replace only: the organization's name, typed by the user, exactly. */
    ConfirmOrganizationName: z.optional(
      z.string().check(z.maxLength(200, 'must be at most 200 characters'), z.superRefine(textHygiene())),
    ),
    /**
     * Mode replace: when the preview the user saw was made (its PreviewedAt). A stored entry added or changed since
     * is not deleted, only named (Skipped): the user never saw it go.
     */
    PreviewedAt: z.optional(z.string().check(z.regex(ISO_MOMENT, 'must be the PreviewedAt a preview answered'))),
  }),
);

/** A stored entry an import or its undo left as it is, named, with why (someone changed it since, …). */
export const bulkSkipped = /* @__PURE__ */ lazySchema(() =>
  z.object({ HelpID: z.string(), Entry: z.string(), Reason: z.string() }),
);
export type BulkSkipped = z.infer<typeof bulkSkipped>;

/**
 * How an import treats the entries it matches (by external id, then by a question within its topic). replace: as
 * update, and after the file's last chunk every stored entry the file did not match is deleted.
 */
export const bulkModes = ['update', 'new-only', 'replace'] as const;
export type BulkMode = (typeof bulkModes)[number];

/** A stored entry the import would change: each changed field with its value before and after. */
export const bulkChange = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Line: z.number(),
    HelpID: z.string(),
    /** The stored entry's first question (how the console names it). */
    Entry: z.string(),
    Fields: z.array(z.object({ Field: z.string(), Before: z.string(), After: z.string() })),
  }),
);
export type BulkChange = z.infer<typeof bulkChange>;

/** An invalid row: the file's line (1 is the header), the column at fault and why. */
export const bulkProblem = /* @__PURE__ */ lazySchema(() =>
  z.object({ Line: z.number(), Field: z.string(), Reason: z.string() }),
);
export type BulkProblem = z.infer<typeof bulkProblem>;

/**
 * What a chunk holds (preview) or did (import): entries new, changed or unchanged against what is stored, and the
 * invalid rows (each in Problems). Rows of a valid entry that are themselves invalid (a question another entry
 * holds) are left out of that entry and counted invalid.
 */
export const bulkOutcome = /* @__PURE__ */ lazySchema(() =>
  z.object({
    New: z.number(),
    Changed: z.number(),
    Unchanged: z.number(),
    Invalid: z.number(),
    Problems: z.array(bulkProblem),
    /** Mode replace, the last chunk: the stored entries the file did not hold, deleted. */
    Deleted: z.optional(z.number()),
    /** Mode replace, the last chunk: entries the file did not hold that were added or changed since the preview. */
    Skipped: z.optional(z.array(bulkSkipped)),
  }),
);
export type BulkOutcome = z.infer<typeof bulkOutcome>;

/** Near-duplicates a preview lists at most per call; the others are counted in NearDuplicatesMore. */
export const NEAR_DUPLICATES_LISTED = 200;

/**
 * A question of a new or changed row that an existing entry of the organization (not the one the row becomes)
 * already answers: the engine matches it to that entry at or above its threshold, as the add/edit form warns. A
 * warning only: the row still imports. Score is on the scale QandASimulate shows (0 to 1).
 */
export const bulkNearDuplicate = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Line: z.number(),
    Question: z.string(),
    HelpID: z.string(),
    MatchedQuestion: z.string(),
    Score: z.number(),
  }),
);
export type BulkNearDuplicate = z.infer<typeof bulkNearDuplicate>;

/**
 * PreviewHelpImport's answer: the outcome, and the near-duplicate check of the new and changed rows' questions.
 * Checked + Unchecked are those questions; Unchecked ones were left out (the check's time limit per call, or no
 * answering index ready), and NearDuplicateNote then says why.
 */
export const bulkPreview = /* @__PURE__ */ lazySchema(() =>
  z.extend(bulkOutcome, {
    NearDuplicates: z.array(bulkNearDuplicate),
    NearDuplicatesMore: z.number(),
    NearDuplicatesChecked: z.number(),
    NearDuplicatesUnchecked: z.number(),
    NearDuplicateNote: z.nullable(z.string()),
    /** The changed entries with their changes (at most CHANGES_LISTED a call; the rest counted in ChangesMore). */
    Changes: z.array(bulkChange),
    ChangesMore: z.number(),
    /** Questions the chunk's new and changed entries add; with Stored and Limits the console says the caps. */
    AddedQuestions: z.number(),
    Stored: z.object({ Entries: z.number(), Questions: z.number() }),
    Limits: z.object({ Entries: z.number(), Questions: z.number() }),
    /** Category names the file gives that the organization does not have (created only with consent). */
    NewCategories: z.array(z.string()),
    /**
     * Stored entries the chunk's entries match (changed or unchanged): in mode replace, Stored.Entries less the
     * file's matches is what the import would delete.
     */
    Matched: z.number(),
    /** When the preview read what is stored (the import in mode replace sends it back). */
    PreviewedAt: z.string(),
  }),
);
export type BulkPreview = z.infer<typeof bulkPreview>;

/** An entry as the export writes it (the same fields the import reads). */
export const bulkExportEntry = /* @__PURE__ */ lazySchema(() =>
  z.object({
    HelpID: z.string(),
    Questions: z.array(z.string()),
    Answer: z.string(),
    Category: z.string(),
    MediaType: z.string(),
    MediaUrl: z.string(),
    Attributes: z.string(),
    ...helpExtraShape,
  }),
);
export type BulkExportEntry = z.infer<typeof bulkExportEntry>;

/** The entries in the chunks the console sends: at most BULK_CHUNK_ENTRIES and about BULK_CHUNK_BYTES each. */
export function bulkChunks<T>(entries: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let chunk: T[] = [];
  let bytes = 0;
  const encoder = new TextEncoder();
  for (const entry of entries) {
    const size = encoder.encode(JSON.stringify(entry)).length;
    if (chunk.length && (chunk.length === BULK_CHUNK_ENTRIES || bytes + size > BULK_CHUNK_BYTES)) {
      chunks.push(chunk);
      [chunk, bytes] = [[], 0];
    }
    chunk.push(entry);
    bytes += size;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

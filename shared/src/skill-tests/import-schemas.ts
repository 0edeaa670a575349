import * as z from 'zod/mini';
import { requiredText } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';
import { testDefinition } from './definition';

/** The largest test file "Import tests" converts (as large as an uploaded definition may be). */
export const TEST_FILE_MAX_CHARS = 1_000_000;

/** ConvertTestFile: a test file's name (it tells the kind) and its text. */
export const testFileBody = /* @__PURE__ */ lazySchema(() =>
  z.object({
    FileName: requiredText(200),
    Content: requiredText(TEST_FILE_MAX_CHARS, { multiline: true }),
  }),
);
export type TestFileBody = z.output<typeof testFileBody>;

/** What the file would become: a test per convo or story, each with its warnings; nothing is stored yet. */
export const testFileConversion = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Format: z.string(),
    FormatName: z.string(),
    Tests: z.array(z.object({ Name: z.string(), Definition: testDefinition, Warnings: z.array(z.string()) })),
    Warnings: z.array(z.string()),
  }),
);
export type TestFileConversion = z.output<typeof testFileConversion>;

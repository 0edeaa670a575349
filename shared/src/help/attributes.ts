import * as z from 'zod/mini';
import { withMeta } from '../core/meta';
import { EMPTY_GUID } from '../constants';
import { isHttpUrl } from '../content/fields';
import { jsonSyntaxError, jsonSyntaxPlace } from '../core/json-syntax';
import { textProblem } from '../core/text-hygiene';
import { messages } from '../messages';
import { lazySchema } from '../core/lazy-schema';

/** The attributes of a help entry (spec part 2 §3), stored as JSON text. */
export const DEFAULT_HELP_ATTRIBUTES = {
  SmallImage: 'https://',
  LargeImage: 'https://',
  ExternalUrl: 'https://',
  RelatedContentIds: [EMPTY_GUID, EMPTY_GUID],
};
export const DEFAULT_HELP_ATTRIBUTES_JSON = JSON.stringify(DEFAULT_HELP_ATTRIBUTES);
export const ATTRIBUTES_MAX_CHARS = 4000;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** '' or the bare "https://" placeholder mean "not set"; anything else must be a web address. */
const address = /* @__PURE__ */ lazySchema(() =>
  z.string().check(
    z.refine((text) => text === '' || /^https?:\/\/$/.test(text) || isHttpUrl(text), {
      message: 'must be an http(s) URL',
    }),
  ),
);

/**
 * The known attributes are checked; other keys are kept as they are (assistants may read attributes of their own),
 * as long as the whole stays an object of at most ATTRIBUTES_MAX_CHARS characters.
 */
const attributesShape = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({
    SmallImage: z.optional(address),
    LargeImage: z.optional(address),
    ExternalUrl: z.optional(address),
    RelatedContentIds: z.optional(
      z.array(z.string().check(z.regex(GUID, 'must be ids (GUIDs)'))).check(z.maxLength(50)),
    ),
  }),
);

/** Why an attributes JSON text is refused (undefined when it is fine): the spec's message, with what is wrong. */
export function attributesProblem(text: string): string | undefined {
  if (text.length > ATTRIBUTES_MAX_CHARS) {
    return `${messages.msg_help_attributes_invalid} (at most ${ATTRIBUTES_MAX_CHARS} characters)`;
  }
  const syntax = jsonSyntaxError(text);
  if (syntax)
    return `${messages.msg_help_attributes_invalid} (not JSON at ${jsonSyntaxPlace(syntax)}: ${syntax.reason})`;
  const issue = attributesNodeErrors(JSON.parse(text))[0];
  if (!issue) return undefined;
  const where = issue.path.length ? `${issue.path.join('.')} ` : '';
  return `${messages.msg_help_attributes_invalid} (${where}${issue.message})`;
}

/** What the attributes' rules refuse in a parsed value, node by node (the JSON editor marks each node). */
export function attributesNodeErrors(value: unknown): { path: (string | number)[]; message: string }[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path: [], message: 'must be an object' }];
  }
  const checked = attributesShape.safeParse(value);
  if (checked.success) return [];
  return checked.error.issues.map((issue) => ({
    path: issue.path.filter((part): part is string | number => typeof part !== 'symbol'),
    message: issue.message,
  }));
}

/** The attributes field: JSON text (or the object itself); empty means the defaults; stored as compact JSON. */
export const attributesJson = () =>
  withMeta(
    z.pipe(
      z
        .pipe(
          z.optional(z.union([z.string(), z.looseObject({})], { error: 'must be JSON text' })),
          z.transform((value) => {
            if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
              return DEFAULT_HELP_ATTRIBUTES_JSON;
            }
            return typeof value === 'string' ? value.trim() : JSON.stringify(value);
          }),
        )
        .check(
          z.superRefine((text, context) => {
            // The JSON text keeps the text rules too (no control or direction characters), line breaks allowed.
            const problem = textProblem(text, { multiline: true }) ?? attributesProblem(text);
            if (problem) context.addIssue({ code: 'custom', message: problem });
          }),
        ),
      z.transform((text) => JSON.stringify(JSON.parse(text))),
    ),
    { multiline: true },
  );

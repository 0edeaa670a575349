import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Refusals in words: every issue zod raises without a message of its own says what the field must be and what it
 * got ("must be text, not a list"), instead of zod's "Invalid input: expected string, received array". Installed
 * once as zod's global error map, so the console's forms, the API and the relay speak alike; a builder's own
 * message (core/fields.ts) still wins.
 */

/** What a value is, for "…, not {what}". */
export function describeValue(input: unknown): string {
  if (Array.isArray(input)) return 'a list';
  if (input === null) return 'null';
  switch (typeof input) {
    case 'string':
      return 'text';
    case 'number':
    case 'bigint':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'object':
      return 'an object';
    default:
      return typeof input;
  }
}

const expectedWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  date: 'a date',
  record: 'a JSON object',
  map: 'a JSON object',
  null: 'null',
};

/** The fields a schema's object expects (through optional, default, pipe and similar wrappers), if it is one. */
export function objectFields(schema: unknown): string[] | undefined {
  let current = schema as { _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let depth = 0; current?._zod?.def && depth < 8; depth++) {
    const def = current._zod.def;
    if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape);
    current = (def.innerType ?? def.in ?? def.schema) as typeof current;
  }
  return undefined;
}

const listOf = (items: readonly unknown[]) => items.map((item) => JSON.stringify(item)).join(', ');

/** "must be a JSON object with the fields A, B" — the words for an object that did not arrive as one. */
export function objectExpectation(schema: unknown): string {
  const fields = objectFields(schema);
  return fields?.length ? `must be a JSON object with the fields ${fields.join(', ')}` : 'must be a JSON object';
}

type Issue = z.core.$ZodRawIssue;

function typeMessage(issue: Issue & { expected?: string }): string {
  if (issue.input === undefined) return 'is required';
  if (issue.expected === 'int' && typeof issue.input === 'number') return 'must be a whole number';
  const expected =
    issue.expected === 'object'
      ? objectExpectation(issue.inst)
      : `must be ${expectedWords[issue.expected ?? ''] ?? issue.expected}`;
  return `${expected}, not ${describeValue(issue.input)}`;
}

function sizeMessage(issue: Issue & { origin?: string; minimum?: unknown; maximum?: unknown }, small: boolean): string {
  const bound = Number(small ? issue.minimum : issue.maximum);
  const word = small ? 'at least' : 'at most';
  if (issue.origin === 'string') return small && bound === 1 ? 'is required' : `must be ${word} ${bound} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `must have ${word} ${bound} items`;
  return `must be ${word} ${bound}`;
}

/** The message for an issue raised without one of its own; undefined leaves zod's. */
export function inputErrorMessage(issue: Issue): string | undefined {
  const detail = issue as Issue & Record<string, unknown>;
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(detail);
    case 'too_small':
      return sizeMessage(detail, true);
    case 'too_big':
      return sizeMessage(detail, false);
    case 'invalid_value': {
      const values = (detail.values as unknown[] | undefined) ?? [];
      return values.length === 1 ? `must be ${listOf(values)}` : `must be one of ${listOf(values)}`;
    }
    case 'invalid_format':
      return detail.format === 'uuid' || detail.format === 'guid'
        ? 'must be an id (GUID)'
        : `must be a valid ${String(detail.format)}`;
    case 'unrecognized_keys':
      return `has fields it does not know: ${((detail.keys as string[] | undefined) ?? []).join(', ')}`;
    case 'invalid_union':
      return 'does not match any of the accepted forms';
    case 'not_multiple_of':
      return `must be a multiple of ${String(detail.divisor)}`;
    default:
      return undefined;
  }
}

// zod/mini loads no locale of its own (classic zod loaded English at import): English for what the map leaves.
z.config(en());
z.config({ customError: inputErrorMessage });

import * as z from 'zod/mini';
import { withMeta } from './meta';
import { parseDayDate } from './dates';
import { hasAtMostTwoDecimals, isCurrencyCode } from './money';
import { normalizeLineBreaks, textProblem, type TextRule } from './text-hygiene';
import { describeValue } from './input-errors';

/**
 * Field builders whose messages name the rule; the field name is added from the issue's path
 * (see formatIssues), so "Notes: must be at most 2000 characters".
 */
export const kindError = (expected: string) => (issue: { code?: string; input?: unknown }) => {
  // An empty text where a value was wanted (a choice left empty sends '') is a value left out, not a malformed one.
  if (issue.input === undefined || issue.input === null || issue.input === '') return 'is required';
  // Of the right type but malformed (a GUID that is not one): the rule alone says it.
  return issue.code === 'invalid_type'
    ? `must be ${expected}, not ${describeValue(issue.input)}`
    : `must be ${expected}`;
};

/** Refuses control characters (tab and line breaks unless multi-line), broken characters and bidi overrides. */
export const textHygiene =
  (rule: TextRule = {}) =>
  (value: string, context: z.core.$RefinementCtx<string>) => {
    const problem = textProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  };

/** Declares a text field's rule on its schema, so whoever reads the schema (the fuzz's oracle) knows it. */
const textMeta = (rule: TextRule) => ({ multiline: rule.multiline === true });

/** A multi-line text's CRLF becomes LF before the rules run (and before its length counts). */
const text = (rule: TextRule) => {
  const base = z.string({ error: kindError('text') });
  return rule.multiline ? base.check(z.overwrite(normalizeLineBreaks)) : base;
};

export const requiredText = (max: number, rule: TextRule = {}) =>
  withMeta(
    text(rule).check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(max, `must be at most ${max} characters`),
      z.superRefine(textHygiene(rule)),
    ),
    textMeta(rule),
  );

export const optionalText = (max: number, rule: TextRule = {}) =>
  z._default(
    z.optional(
      withMeta(
        text(rule).check(
          z.trim(),
          z.maxLength(max, `must be at most ${max} characters`),
          z.superRefine(textHygiene(rule)),
        ),
        textMeta(rule),
      ),
    ),
    '',
  );

/** A text query parameter: single line, no control or direction characters, at most `max` characters. */
export const queryText = (max: number) =>
  z
    .string({ error: kindError('text') })
    .check(z.maxLength(max, `must be at most ${max} characters`), z.superRefine(textHygiene()));

export const id = () => z.uuid({ error: kindError('an id (GUID)') });

export const dayDate = () =>
  z
    .string({ error: kindError('a date') })
    .check(z.refine((text) => parseDayDate(text) !== undefined, 'must be a date written dd/MM/yyyy'));

export const money = () =>
  z
    .number({ error: kindError('a number') })
    .check(
      z.minimum(0, 'must be at least 0'),
      z.maximum(1_000_000_000, 'must be at most 1,000,000,000'),
      z.refine(hasAtMostTwoDecimals, 'must have at most two decimals'),
    );

export const currency = () =>
  z
    .string({ error: kindError('a currency code') })
    .check(z.refine(isCurrencyCode, 'must be a three-letter ISO 4217 currency code such as USD'));

export const version = () => z.number({ error: kindError('a number') }).check(z.int(), z.minimum(1));

export const email = () =>
  z.pipe(
    z
      .string({ error: kindError('an email address') })
      .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(254, 'must be at most 254 characters')),
    z.email('must be a valid email address'),
  );

export const personName = () =>
  requiredText(50).check(
    z.regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'must contain only letters, spaces, hyphens and apostrophes'),
  );

/**
 * One line naming each field and its rule, e.g. "Amount: must be at least 0; Currency: is required". An issue of
 * the whole value is told of `subject` when given ("The body must be a JSON object with the fields …").
 */
export function formatIssues(error: z.core.$ZodError, subject?: string): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      if (field) return `${field}: ${issue.message}`;
      return subject ? `${subject} ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Field name → its first message, for binding errors to form fields. */
export function issuesByField(error: z.core.$ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

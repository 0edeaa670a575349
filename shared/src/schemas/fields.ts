import { z } from 'zod';
import { parseDayDate } from '../rules/dates';
import { hasAtMostTwoDecimals, isCurrencyCode } from '../rules/money';

/**
 * Field builders whose messages name the rule; the field name is added from the issue's path
 * (see formatIssues), so "Notes: must be at most 2000 characters".
 */
const kindError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`;

export const requiredText = (max: number) =>
  z
    .string({ error: kindError('text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

export const optionalText = (max: number) =>
  z
    .string({ error: kindError('text') })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .default('');

export const id = () => z.uuid({ error: kindError('an id (GUID)') });

export const dayDate = () =>
  z
    .string({ error: kindError('a date') })
    .refine((text) => parseDayDate(text) !== undefined, 'must be a date written dd/MM/yyyy');

export const money = () =>
  z
    .number({ error: kindError('a number') })
    .min(0, 'must be at least 0')
    .max(1_000_000_000, 'must be at most 1,000,000,000')
    .refine(hasAtMostTwoDecimals, 'must have at most two decimals');

export const currency = () =>
  z
    .string({ error: kindError('a currency code') })
    .refine(isCurrencyCode, 'must be a three-letter ISO 4217 currency code such as USD');

export const version = () =>
  z
    .number({ error: kindError('a number') })
    .int()
    .min(1);

export const email = () =>
  z
    .string({ error: kindError('an email address') })
    .trim()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid email address'));

/** One line naming each field and its rule, e.g. "Amount: must be at least 0; Currency: is required". */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = issue.path.map(String).join('.');
      return field ? `${field}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Field name → its first message, for binding errors to form fields. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

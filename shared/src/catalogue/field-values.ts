import type { FieldType } from './schemas';

interface ValueRule {
  test: (value: string) => boolean;
  /** What a value must be, as the message says it ("a whole number"). */
  rule: string;
  /** The hint under the field. */
  hint: string;
}

/** What a setting's value must be, by its field's type: the form and the server apply this same rule. */
export const VALUE_RULES: Record<FieldType, ValueRule> = {
  String: { test: () => true, rule: 'text', hint: 'Any text.' },
  Integer: { test: (v) => /^-?\d{1,15}$/.test(v), rule: 'a whole number', hint: 'A whole number, e.g. 3.' },
  Decimal: {
    test: (v) => /^-?\d{1,15}(\.\d{1,10})?$/.test(v),
    rule: 'a decimal number such as 0.7',
    hint: 'A number such as 0.7.',
  },
  Boolean: { test: (v) => v === 'true' || v === 'false', rule: 'true or false', hint: 'true or false.' },
};

export interface ValueRange {
  min?: number;
  max?: number;
}

/** How many records an answer reads out: the connection form and the QueryReturnLimit setting share it. */
export const QUERY_RETURN_LIMIT = { min: 1, max: 100 } as const;

/**
 * The limits of the numeric settings the catalogue names, by lower-cased field name. A setting is stored as text, so
 * its own rule lives here, next to its type's, and the form and the server both read it.
 */
const NAMED_RANGES: Record<string, ValueRange> = {
  queryreturnlimit: QUERY_RETURN_LIMIT,
  fiscalyearstartmonth: { min: 1, max: 12 },
  temperature: { min: 0, max: 2 },
  maxtokens: { min: 1, max: 200_000 },
  topk: { min: 1, max: 1000 },
  minscore: { min: 0, max: 1 },
  minimummatchscore: { min: 0, max: 1 },
  pagesize: { min: 1, max: 1000 },
  sessiontimeoutminutes: { min: 1, max: 1440 },
  commandtimeoutseconds: { min: 1, max: 3600 },
  timeoutseconds: { min: 1, max: 900 },
  presignedurlexpiryseconds: { min: 1, max: 604_800 },
};

/** A number a platform administrator adds later that counts something (a limit, a size, a timeout) is at least 1. */
const COUNT_LIKE = /limit|count|size|timeout|seconds|minutes|hours|days|^max|^top/i;

/** The range a setting's value must lie in, when it has one. */
export function settingRange(fieldName: string, type: string): ValueRange | undefined {
  if (type !== 'Integer' && type !== 'Decimal') return undefined;
  return NAMED_RANGES[fieldName.toLowerCase()] ?? (COUNT_LIKE.test(fieldName) ? { min: 1 } : undefined);
}

const rangeText = ({ min, max }: ValueRange) =>
  min !== undefined && max !== undefined
    ? `between ${min} and ${max}`
    : min !== undefined
      ? `at least ${min}`
      : `at most ${max}`;

/** The hint under a setting's field: its type's, narrowed by its range ("A whole number between 1 and 100."). */
export function settingHint(fieldName: string, type: string): string | undefined {
  const rule = VALUE_RULES[type as FieldType];
  const range = settingRange(fieldName, type);
  if (!rule || !range) return rule?.hint;
  return `${type === 'Integer' ? 'A whole number' : 'A number'} ${rangeText(range)}.`;
}

/**
 * The server's message for a value that does not suit its field, without the field name ("must be …"): first its
 * type, then the setting's own range (a QueryReturnLimit of -3 is refused, as the connection form refuses it).
 */
export function valueProblem(type: string, label: string, value: string, fieldName = ''): string | undefined {
  const rule = VALUE_RULES[type as FieldType];
  if (!rule) return undefined;
  if (!rule.test(value)) return `must be ${rule.rule} for ${label} (${type})`;
  const range = settingRange(fieldName, type);
  const number = Number(value);
  const outside = range && ((range.min ?? -Infinity) > number || number > (range.max ?? Infinity));
  return outside ? `must be ${rangeText(range)} for ${label}` : undefined;
}

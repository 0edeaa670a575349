import type { FieldType } from '../schemas/catalogue';

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

/** The server's message for a value that does not suit its field, without the field name ("must be …"). */
export function valueProblem(type: string, label: string, value: string): string | undefined {
  const rule = VALUE_RULES[type as FieldType];
  return rule && !rule.test(value) ? `must be ${rule.rule} for ${label} (${type})` : undefined;
}

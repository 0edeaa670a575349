import { describe, expect, it } from 'vitest';
import { settingHint, settingRange, valueProblem } from './field-values';

describe('setting values', () => {
  it('refuses a value of the wrong type, then one outside the setting’s own range', () => {
    expect(valueProblem('Integer', 'Query return limit', 'ten', 'QueryReturnLimit')).toBe(
      'must be a whole number for Query return limit (Integer)',
    );
    expect(valueProblem('Integer', 'Query return limit', '-3', 'QueryReturnLimit')).toBe(
      'must be between 1 and 100 for Query return limit',
    );
    expect(valueProblem('Integer', 'Query return limit', '3', 'QueryReturnLimit')).toBeUndefined();
    expect(valueProblem('Decimal', 'Temperature', '2.5', 'Temperature')).toBe(
      'must be between 0 and 2 for Temperature',
    );
    expect(valueProblem('String', 'Locale', '', 'Locale')).toBeUndefined();
  });

  it('gives counts a platform administrator adds later a floor of 1, and says the range in the hint', () => {
    expect(settingRange('MaxResults', 'Integer')).toEqual({ min: 1 });
    expect(settingRange('Offset', 'Integer')).toBeUndefined();
    expect(settingRange('QueryReturnLimit', 'String')).toBeUndefined();
    expect(settingHint('QueryReturnLimit', 'Integer')).toBe('A whole number between 1 and 100.');
    expect(settingHint('Offset', 'Integer')).toBe('A whole number, e.g. 3.');
  });
});

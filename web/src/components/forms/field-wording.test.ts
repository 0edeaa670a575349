import { describe, expect, it } from 'vitest';
import { choosePlaceholder } from './field-wording';

describe('choosePlaceholder', () => {
  it('keeps acronyms and puts the article a reader expects', () => {
    expect(choosePlaceholder('KPI')).toBe('Choose a KPI');
    expect(choosePlaceholder('Office location')).toBe('Choose an office location');
    expect(choosePlaceholder('Category')).toBe('Choose a category');
    expect(choosePlaceholder('SMS provider')).toBe('Choose an SMS provider');
    expect(choosePlaceholder('User')).toBe('Choose a user');
  });
});

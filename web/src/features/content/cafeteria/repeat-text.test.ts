import { describe, expect, it } from 'vitest';
import { repeatText } from './repeat-text';

describe('a cafeteria menu that repeats', () => {
  it('names the weekday it is served again on', () => {
    expect(repeatText({ RepeatMenu: true, Date: '01/12/2026' })).toBe('Every Tuesday');
    expect(repeatText({ RepeatMenu: true, Date: '29/11/2026' })).toBe('Every Sunday');
    expect(repeatText({ RepeatMenu: false, Date: '01/12/2026' })).toBe('No');
  });
});

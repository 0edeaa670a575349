import { describe, expect, it } from 'vitest';
import { importedText, progressText } from './import-progress';

const outcome = (New: number, Changed: number, Unchanged: number, Invalid: number) => ({
  ...{ New, Changed, Unchanged, Invalid },
  Problems: [],
});

describe('import progress', () => {
  it('counts rows while they are sent, not entries imported', () => {
    expect(progressText('importing', 7, 7)).toBe('7 of 7 rows sent');
    expect(progressText('checking', 3, 7)).toBe('3 of 7 rows checked');
  });

  it('says only what was imported when rows were invalid', () => {
    expect(importedText(outcome(2, 0, 0, 5), 7)).toBe('2 of 7 entries imported (5 invalid rows left out)');
    expect(importedText(outcome(3, 1, 2, 1), 7)).toBe('4 of 7 entries imported (2 unchanged, 1 invalid row left out)');
    expect(importedText(outcome(7, 0, 0, 0), 7)).toBe('7 of 7 entries imported');
  });
});

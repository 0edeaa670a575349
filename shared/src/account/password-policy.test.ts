import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy';

describe('password policy', () => {
  it('names each unmet rule', () => {
    expect(passwordProblems('short')).toEqual([
      'At least 10 characters',
      'An upper-case letter',
      'A digit',
      expect.stringContaining('A special character'),
    ]);
    expect(passwordProblems('Long-enough-1')).toEqual([]);
    expect(passwordProblems('NoDigitsHere!')).toEqual(['A digit']);
    expect(passwordProblems('nouppercase1!')).toEqual(['An upper-case letter']);
  });
});

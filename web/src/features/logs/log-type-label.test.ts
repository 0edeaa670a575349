import { logTypes } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { logTypeLabel } from './log-type-label';

describe('log types in words', () => {
  it('names every log type in words, never by its code word', () => {
    expect(logTypes.map(logTypeLabel)).toEqual([
      'Create',
      'Update',
      'Delete',
      'Sign-in',
      'Sign-out',
      'Failed sign-in',
      'Password change',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { definitionNodeErrors } from './definition-node-errors';

describe('definitionNodeErrors', () => {
  it('names the node of each problem for the editor to mark, and nothing for a valid definition', () => {
    expect(definitionNodeErrors({ steps: [{ say: 'hi', expect: { noMatch: false } }] })).toEqual([]);
    expect(definitionNodeErrors({ steps: [{ say: 'hi', expect: { minScore: 3 } }] })).toEqual([
      { path: ['steps', 0, 'expect', 'minScore'], message: 'must be at most 1' },
    ]);
    expect(definitionNodeErrors({ steps: [] })).toEqual([{ path: ['steps'], message: 'must have at least one step' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { tableUrlMove, type TableView } from './use-url-table-state';

const view = (change: Partial<TableView> = {}): TableView => ({
  filteringText: '',
  sortingColumn: undefined,
  descending: false,
  page: 1,
  ...change,
});

describe('a list table and its URL', () => {
  it('saves what the user changed in the table, and does nothing when both show the same', () => {
    expect(tableUrlMove(view({ sortingColumn: 'name' }), view(), false)).toBe('save');
    expect(tableUrlMove(view({ page: 2 }), view({ page: 2 }), true)).toBe('none');
  });

  it('follows a URL that changed (back, forward, a link)', () => {
    expect(tableUrlMove(view({ sortingColumn: 'name' }), view(), true)).toBe('follow');
  });

  it('follows a second quick Back even while the table still follows the first (its page reset by the filter)', () => {
    // Back from ?filter=zz&sort=name cleared the filter (the table moved to page 1 in the same render as the next
    // Back, to no sort): the URL wins; saving the table would push ?sort=name into the history again.
    const stillSorted = view({ sortingColumn: 'name', page: 1 });
    expect(tableUrlMove(stillSorted, view(), true)).toBe('follow');
  });
});

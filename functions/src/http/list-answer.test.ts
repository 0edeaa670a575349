import { MAX_LIST_ITEMS } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { Listing } from '../data/list-query';
import { listingOf, pagingHeaders } from './list-answer';

describe('list answers', () => {
  it('cut a plain list past MAX_LIST_ITEMS to it and say so; leave a shorter one alone', () => {
    const long = Array.from({ length: MAX_LIST_ITEMS + 5 }, (_, i) => i);
    const cut = listingOf(long)!;
    expect(cut.items).toHaveLength(MAX_LIST_ITEMS);
    expect(pagingHeaders(cut)).toEqual({ 'x-truncated': 'true', 'x-list-limit': String(MAX_LIST_ITEMS) });
    expect(listingOf(long.slice(0, MAX_LIST_ITEMS))).toBeUndefined();
    expect(listingOf('Success')).toBeUndefined();
  });

  it('carry the next cursor of a page', () => {
    expect(pagingHeaders(new Listing([1, 2], 'next'))).toEqual({ 'x-next-cursor': 'next' });
    expect(pagingHeaders(new Listing([1]))).toEqual({});
  });
});

import { LIST_LIMIT_HEADER, MAX_LIST_ITEMS, NEXT_CURSOR_HEADER, TRUNCATED_HEADER } from '@switchboard/shared';
import { Listing } from '../data/list-query';

/**
 * A list answer as the paging contract says (shared/src/core/paging.ts): a Listing as it is, and any other list
 * longer than MAX_LIST_ITEMS cut to it, saying so. Undefined for an answer that is no list.
 */
export function listingOf(answer: unknown): Listing<unknown> | undefined {
  if (answer instanceof Listing) return answer;
  if (Array.isArray(answer) && answer.length > MAX_LIST_ITEMS) {
    return new Listing(answer.slice(0, MAX_LIST_ITEMS), undefined, true);
  }
  return undefined;
}

/** The headers of a list answer: the next page's cursor, and whether the list was cut at the limit. */
export function pagingHeaders(listing: Listing<unknown>): Record<string, string> {
  return {
    ...(listing.nextCursor ? { [NEXT_CURSOR_HEADER]: listing.nextCursor } : {}),
    ...(listing.truncated ? { [TRUNCATED_HEADER]: 'true', [LIST_LIMIT_HEADER]: String(MAX_LIST_ITEMS) } : {}),
  };
}

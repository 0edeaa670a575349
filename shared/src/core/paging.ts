import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * Lists that page on the server. The contract between the API and the console's tables:
 * - a paged route (route option `paged`, from `paged()`) takes the query values PageSize (1–MAX_PAGE_SIZE) and
 *   Cursor (the opaque text the previous page gave out); its answer body stays the spec's array;
 * - the next page's cursor travels in the X-Next-Cursor header (absent on the last page); through the relay, in
 *   the wrapper's NextCursor field;
 * - without PageSize a list reads every page up to MAX_LIST_ITEMS; past it the answer is the first MAX_LIST_ITEMS
 *   items with X-Truncated: true, X-List-Limit: MAX_LIST_ITEMS and X-Next-Cursor to read on (relay: Truncated).
 *   Every list answer of the API follows that limit, paged or not: none is ever cut silently.
 */
export const MAX_PAGE_SIZE = 100;
/** The most items one list answer carries without PageSize. */
export const MAX_LIST_ITEMS = 2000;

export const PAGE_SIZE_PARAM = 'PageSize';
export const CURSOR_PARAM = 'Cursor';
/** Response headers (lower case, as fetch's Headers reads them). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const TRUNCATED_HEADER = 'x-truncated';
export const LIST_LIMIT_HEADER = 'x-list-limit';

export const pageQueryShape = /* @__PURE__ */ lazySchema(() => ({
  PageSize: z.optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .check(
        z.int('must be a whole number'),
        z.minimum(1, 'must be at least 1'),
        z.maximum(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`),
      ),
  ),
  Cursor: z.optional(z.string().check(z.maxLength(2000, 'must be at most 2000 characters'))),
}));

export type PageQuery = { PageSize?: number; Cursor?: string };

/** A list route's query with PageSize and Cursor added, and the route marked as paged: `...paged(filter)`. */
export function paged(): { query: z.ZodMiniObject<typeof pageQueryShape>; paged: true };
export function paged<S extends z.core.$ZodShape>(
  query: z.ZodMiniObject<S>,
): { query: z.ZodMiniObject<z.util.Extend<S, typeof pageQueryShape>>; paged: true };
export function paged(query?: z.ZodMiniObject) {
  return {
    query: /* @__PURE__ */ lazySchema(() => (query ? z.extend(query, pageQueryShape) : z.object(pageQueryShape))),
    paged: true as const,
  };
}

/** What a page answer says beside its items (read from the headers, or the relay wrapper). */
export interface PageInfo {
  nextCursor?: string;
  /** The list had more than MAX_LIST_ITEMS and no PageSize was asked: only the first ones came. */
  truncated: boolean;
}

/** Reads the paging headers of an answer. */
export function pageInfoOf(headers: { get(name: string): string | null }): PageInfo {
  return {
    nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined,
    truncated: headers.get(TRUNCATED_HEADER) === 'true',
  };
}

import * as z from 'zod/mini';
import { queryText } from './fields';
import { lazySchema } from './lazy-schema';

/**
 * The search of a paged list (issue 29 item 10): an additive `Search` on its Get route, which the server matches as
 * a normalized substring over the text fields of each record across the whole list (not only a loaded page). Both
 * sides fold text the same way: compatibility forms and accents dropped (NFKD without combining marks), lower case,
 * runs of white space as one space.
 */
export const SEARCH_MAX = 200;

export const foldForSearch = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The query field of a searchable list: at most SEARCH_MAX characters of single-line text (400 naming Search). */
export const searchShape = /* @__PURE__ */ lazySchema(() => ({ Search: z.optional(queryText(SEARCH_MAX)) }));
export const searchQuery = /* @__PURE__ */ lazySchema(() => z.object(searchShape));
export type SearchQuery = { Search?: string };

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * Whether a record holds the search (already folded, not empty) in one of the named fields (a list of texts, such
 * as tags, is matched item by item, so a search never matches across two of them).
 */
export function recordMatches(record: Record<string, unknown>, fields: readonly string[], folded: string): boolean {
  return fields.some((field) => texts(record[field]).some((text) => foldForSearch(text).includes(folded)));
}

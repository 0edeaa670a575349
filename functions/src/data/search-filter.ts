import { foldForSearch } from '@switchboard/shared';
import type { KeepItem } from './list-query';

type Item = Record<string, unknown>;

/** A text a list's search looks in: a field of the record (a list of texts matched item by item), or one worked out. */
export type SearchField = string | ((item: Item) => unknown);

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * THE search of a paged list (issue 29 item 10): which stored records hold the search (folded as both sides fold it,
 * core/search.ts) in one of their fields, or name (by id, in a field of `named`) a record whose name holds it. The
 * list reads on past the others (queryList's keep), so the search covers the whole list, not a loaded page. No
 * search (or only white space): undefined, every record.
 */
export function searchFilter(
  search: string | undefined,
  fields: readonly SearchField[],
  named: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): KeepItem | undefined {
  const folded = foldForSearch(search ?? '');
  if (!folded) return undefined;
  const holds = (value: unknown) => texts(value).some((text) => foldForSearch(text).includes(folded));
  return (item) =>
    fields.some((field) => holds(typeof field === 'string' ? item[field] : field(item))) ||
    [...named].some(([field, ids]) => typeof item[field] === 'string' && ids.has(item[field]));
}

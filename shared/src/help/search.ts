import { foldForSearch } from '../core/search';

/**
 * GetHelp's Search (issue 29 item 10): the core search (core/search.ts) over what a curator reads of an entry — its
 * questions, its answer, its topic, its tags and its external id. Each question is matched on its own.
 */
export { SEARCH_MAX as HELP_SEARCH_MAX } from '../core/search';

interface Searchable {
  ShortDescription?: unknown;
  LongDescription?: unknown;
  Topic?: unknown;
  Tags?: unknown;
  ExternalID?: unknown;
}

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/** Whether an entry holds the search (already folded, not empty) in one of its questions or fields. */
export function helpEntryMatches(entry: Searchable, folded: string): boolean {
  const questions = texts(entry.ShortDescription).flatMap((joined) => joined.split(';'));
  const fields = [...questions, ...texts(entry.LongDescription), ...texts(entry.Topic), ...texts(entry.Tags)];
  return [...fields, ...texts(entry.ExternalID)].some((text) => foldForSearch(text).includes(folded));
}

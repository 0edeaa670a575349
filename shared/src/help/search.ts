/**
 * GetHelp's Search (issue 29 item 10): a normalized substring over what a curator reads of an entry — its
 * questions, its answer, its topic, its tags and its external id. Both sides fold text the same way: compatibility
 * forms and accents dropped (NFKD without combining marks), lower case, runs of white space as one space. Each
 * field (and each question, each tag) is matched on its own, so a search never matches across two of them.
 */
export const HELP_SEARCH_MAX = 200;

export const foldForSearch = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

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

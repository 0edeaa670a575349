import { FUNCTION_WORDS } from './function-words';
import { normalizeText, stem } from './text';
import type { WordIndex } from './word-index';

/**
 * Word support, the refusal rule of knowledge bases calibrated entry by entry (one question an entry: no paraphrases
 * to learn from, calibration.ts). Such an index's threshold only says how close its own distinct topics come to each
 * other, and the sentence encoder weighs a question's frame ("Can I … ?", "How do I … ?") as much as its topic, so a
 * question from another domain in the same frame passes it ("Can I export the billing address in the web console" →
 * "Can I import Q and A Bot content from a file"). What such a match lacks is a shared topic word: a paraphrase of a
 * one-question entry nearly always repeats one of its content words, a question from elsewhere shares only the frame.
 *
 * A match is supported when the question and one of the matched entry's questions share a content word (not a
 * function word, function-words.ts; compared stemmed) that names a topic in this index: it is in at most a quarter of
 * the index's entries. A word in more of them is the knowledge base's own subject ("bot" in a bot's FAQ, in 8 of its
 * 19 entries), shared by its every topic and by every question about the subject from elsewhere. (Measured on the
 * cross-domain matrix: any limit from a tenth to a third of the entries gives the same refusals; half lets the
 * subject word through.)
 */
const TOPIC_SHARE = 0.25;

/** The content words of a text, stemmed as the word index stems them. */
export function contentWords(text: string): string[] {
  const words = normalizeText(text)
    .split(' ')
    .filter((word) => word !== '' && !FUNCTION_WORDS.has(word));
  return [...new Set(words.map(stem))];
}

export interface SupportView {
  words: WordIndex;
  slotEntry: (string | undefined)[];
  slotsOf(entryId: string): number[];
  entryCount: number;
}

/** True when the question shares a topic word (see above) with one of the entry's questions. */
export function hasWordSupport(view: SupportView, question: string, entryId: string): boolean {
  const slots = view.slotsOf(entryId);
  const limit = Math.max(1, TOPIC_SHARE * view.entryCount);
  return contentWords(question).some(
    (word) =>
      slots.some((slot) => view.words.hasFeature(slot, word)) &&
      view.words.entriesWith(word, view.slotEntry, limit) <= limit,
  );
}

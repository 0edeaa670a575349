import { FUNCTION_WORDS } from './function-words';
import { normalizeText } from './text';

/**
 * Word support, the refusal rule of knowledge bases calibrated entry by entry (one question an entry: no paraphrases
 * to learn from, calibration.ts). Such an index's threshold only says how close its own distinct topics come to each
 * other, and the sentence encoder weighs a question's frame ("Can I … ?", "How do I … ?") as much as its topic, so a
 * question from another domain in the same frame passes it ("Can I export the billing address in the web console" →
 * "Can I import Q and A Bot content from a file"). What such a match lacks is a shared topic word: a paraphrase of a
 * one-question entry nearly always repeats one of its content words, a question from elsewhere shares only the frame.
 *
 * A match is supported when the question and one of the matched entry's questions share a topic word: a content word
 * (not a function word, function-words.ts; compared without plural, -ing, -ed or a final e) that is in at most a quarter of
 * the index's entries. A word in more of them is the knowledge base's own subject ("bot" in a bot's FAQ, in 8 of its
 * 19 entries), shared by its every topic and by every question about the subject from elsewhere. (Measured on the
 * cross-domain matrix: any limit from a tenth to a third of the entries gives the same refusals; half lets the
 * subject word through.) A question made of function words and interjections alone ("hey!", "bye!" for "goodbye!")
 * has no word to judge it by: its meaning alone decides.
 */
const TOPIC_SHARE = 0.25;

/** The content words of a text, each reduced to a key that its plural and -ing/-ed forms share. */
export function contentWords(text: string): string[] {
  const words = normalizeText(text)
    .split(' ')
    .filter((word) => word !== '' && !FUNCTION_WORDS.has(word));
  return [...new Set(words.map(wordKey))];
}

/** "batteries", "battery" → "battery"; "charging", "charged", "charge" → "charg"; "maps" → "map". */
function wordKey(word: string): string {
  return word.length <= 3 ? word : word.replace(/ies$/, 'y').replace(/(?:ing|ed|es|s|e)$/, '');
}

/**
 * The content words of each entry's questions and how many entries have each, kept as entries come and go. Counted on
 * the first question that needs it: an index with paraphrases never does (no cost to build or load it).
 */
export class TopicWords {
  private readonly questions = new Map<string, readonly string[]>();
  private counts: { byEntry: Map<string, Set<string>>; entriesWith: Map<string, number> } | null = null;

  set(entryId: string, questions: readonly string[]): void {
    this.delete(entryId);
    this.questions.set(entryId, questions);
    if (this.counts) this.count(entryId, questions);
  }

  delete(entryId: string): void {
    this.questions.delete(entryId);
    if (!this.counts) return;
    const { byEntry, entriesWith } = this.counts;
    for (const word of byEntry.get(entryId) ?? []) {
      const count = entriesWith.get(word)! - 1;
      if (count > 0) entriesWith.set(word, count);
      else entriesWith.delete(word);
    }
    byEntry.delete(entryId);
  }

  /** True when the question shares a topic word (see above) with one of the entry's questions. */
  support(question: string, entryId: string): boolean {
    const { byEntry, entriesWith } = this.counted();
    const own = byEntry.get(entryId);
    if (!own) return false;
    const limit = Math.max(1, TOPIC_SHARE * byEntry.size);
    const words = contentWords(question);
    // Words cannot judge a question that has none ("hey!", "bye!"): its meaning alone decides, as in other indexes.
    return words.length === 0 || words.some((word) => own.has(word) && entriesWith.get(word)! <= limit);
  }

  /**
   * True when the question shares with one of the entry's questions a word no other entry has: what a question under
   * the threshold needs to be asked about (clarification.ts) rather than refused. A shared frame or subject word is
   * not enough there: another domain's questions in the same frame come that close too.
   */
  names(question: string, entryId: string): boolean {
    const { byEntry, entriesWith } = this.counted();
    const own = byEntry.get(entryId);
    return Boolean(own && contentWords(question).some((word) => own.has(word) && entriesWith.get(word) === 1));
  }

  private counted() {
    if (!this.counts) {
      this.counts = { byEntry: new Map(), entriesWith: new Map() };
      for (const [id, questions] of this.questions) this.count(id, questions);
    }
    return this.counts;
  }

  private count(entryId: string, questions: readonly string[]): void {
    const { byEntry, entriesWith } = this.counts!;
    const words = new Set(questions.flatMap(contentWords));
    byEntry.set(entryId, words);
    for (const word of words) entriesWith.set(word, (entriesWith.get(word) ?? 0) + 1);
  }
}

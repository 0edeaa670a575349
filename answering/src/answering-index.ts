import { answerQuestion } from './answer';
import { NO_EVIDENCE, type Calibration } from './calibration';
import type { SentenceEncoder } from './encoder';
import { toMillis } from './eligibility';
import { recalibrate } from './recalibration';
import { normalizeText } from './text';
import { withShares } from './score-share';
import type { AnswerOptions, AnswerResult, HelpEntry, IndexOptions } from './types';
import { VectorStore } from './vector-store';
import { whiten } from './vectors';
import { WordIndex } from './word-index';
import { TopicWords } from './word-support';
import type { ShortcutView } from './word-shortcut';

/** Recalibration is due once this share of the questions changed since the last one (changes are cheap until then). */
const RECALIBRATE_AFTER = 0.2;
/** Up to this many questions a due recalibration runs at once (well under a second); beyond, the caller schedules it. */
const RECALIBRATE_INLINE_UP_TO = 2000;

export interface StoredEntry {
  entry: HelpEntry;
  slots: number[];
  releaseAt: number | null;
  expireAt: number | null;
  /** Norm of the entry's word centroid (word-shortcut.ts), refreshed with the word index's norms. */
  wordNorm: number;
}

/**
 * A help knowledge base ready to answer. Build it from entries (encodes every question once), then answer questions,
 * add, update or remove entries in place, and serialise it (persistence.ts) so a Lambda loads it instead of building.
 */
export class AnsweringIndex {
  readonly entries = new Map<string, StoredEntry>();
  readonly slotEntry: (string | undefined)[] = [];
  readonly slotText: string[] = [];
  words = new WordIndex();
  /** The entries' topic words, for the word-support rule of one-question knowledge bases (word-support.ts). */
  topics = new TopicWords();
  readonly exact = new Map<string, Set<number>>();
  readonly sums = new Map<string, Float64Array>();
  calibration: Calibration = { ...NO_EVIDENCE, method: 'none', samples: 0 };
  changedSinceCalibration = 0;

  constructor(
    readonly encoder: SentenceEncoder,
    public store: VectorStore,
    readonly options: Required<IndexOptions>,
  ) {}

  static async build(entries: HelpEntry[], options: IndexOptions & { encoder: SentenceEncoder }) {
    const { encoder } = options;
    const index = new AnsweringIndex(encoder, new VectorStore(encoder.dimension, null), {
      targetAnswerRate: options.targetAnswerRate ?? 0.96,
    });
    const vectors = await encoder.embed(entries.flatMap((entry) => entry.questions));
    let next = 0;
    for (const entry of entries) index.insert(entry, vectors.slice(next, (next += entry.questions.length)));
    index.calibrate();
    return index;
  }

  get threshold(): number {
    return this.calibration.threshold;
  }

  /** Adds or replaces an entry; only its own questions are encoded. */
  async upsert(entry: HelpEntry): Promise<void> {
    const vectors = await this.encoder.embed(entry.questions);
    this.remove(entry.id);
    this.insert(entry, vectors);
    this.noteChanges(entry.questions.length);
  }

  remove(entryId: string): boolean {
    const stored = this.entries.get(entryId);
    if (!stored) return false;
    for (const slot of stored.slots) {
      this.slotEntry[slot] = undefined;
      this.words.remove(slot);
      this.exact.get(normalizeText(this.slotText[slot]!))?.delete(slot);
    }
    this.entries.delete(entryId);
    this.sums.delete(entryId);
    this.topics.delete(entryId);
    this.noteChanges(stored.slots.length);
    return true;
  }

  async answer(question: string, options: AnswerOptions = {}): Promise<AnswerResult> {
    return withShares(await answerQuestion(this, question, options));
  }

  /**
   * Re-estimates the whitening and the refusal threshold from the live entries (recalibration.ts). Runs on build and
   * after enough changes.
   */
  calibrate(): void {
    recalibrate(this);
    this.changedSinceCalibration = 0;
  }

  /** Empties the index onto a new vector store (recalibration refills it). */
  reset(store: VectorStore): void {
    this.store = store;
    this.slotEntry.length = 0;
    this.slotText.length = 0;
    this.exact.clear();
    this.sums.clear();
    this.entries.clear();
    this.words = new WordIndex();
    this.topics = new TopicWords();
  }

  /** Stores an entry whose question vectors are known, with the current whitening (no calibration). */
  insert(entry: HelpEntry, vectors: Float32Array[]): void {
    const slots = vectors.map((vector) => this.store.push(vector));
    this.register(entry, slots);
  }

  /** Takes back entries whose vectors a loaded store already holds, in slot order. */
  restore(entries: HelpEntry[]): void {
    let slot = 0;
    for (const entry of entries)
      this.register(
        entry,
        entry.questions.map(() => slot++),
      );
    this.refreshWordNorms();
  }

  /** Recomputes the word index's question norms and the entries' word-centroid norms with the current IDF. */
  refreshWordNorms(): void {
    this.words.refreshNorms();
    for (const stored of this.entries.values()) stored.wordNorm = this.words.sumNorm(stored.slots);
  }

  private register(entry: HelpEntry, slots: number[]): void {
    const sum = new Float64Array(this.store.dimension);
    entry.questions.forEach((question, i) => {
      const slot = slots[i]!;
      this.slotEntry[slot] = entry.id;
      this.slotText[slot] = question;
      this.words.add(slot, question);
      const key = normalizeText(question);
      if (!this.exact.has(key)) this.exact.set(key, new Set());
      this.exact.get(key)!.add(slot);
      const white = this.store.whiteOf(slot);
      for (let d = 0; d < sum.length; d++) sum[d]! += white[d]!;
    });
    this.entries.set(entry.id, {
      entry,
      slots,
      releaseAt: toMillis(entry.releaseTime),
      expireAt: toMillis(entry.expireTime),
      wordNorm: this.words.sumNorm(slots),
    });
    this.sums.set(entry.id, sum);
    this.topics.set(entry.id, entry.questions);
  }

  view(): ShortcutView {
    return {
      store: this.store,
      words: this.words,
      slotEntry: this.slotEntry,
      centroidSum: (entryId) => this.sums.get(entryId)!,
      slotsOf: (entryId) => this.entries.get(entryId)?.slots ?? [],
      slotText: (slot) => this.slotText[slot]!,
      copiesOf: (slot) => this.exact.get(normalizeText(this.slotText[slot]!)) ?? new Set([slot]),
      wordNorm: (entryId) => this.entries.get(entryId)?.wordNorm ?? 0,
    };
  }

  /** True when enough changed that the whitening and threshold should be measured again (call calibrate()). */
  get calibrationDue(): boolean {
    return this.changedSinceCalibration > RECALIBRATE_AFTER * Math.max(1, this.liveQuestionCount());
  }

  private noteChanges(count: number): void {
    this.changedSinceCalibration += count;
    if (this.calibrationDue && this.liveQuestionCount() <= RECALIBRATE_INLINE_UP_TO) this.calibrate();
  }

  private liveQuestionCount(): number {
    let count = 0;
    for (const stored of this.entries.values()) count += stored.slots.length;
    return count;
  }

  /** The whitened unit vector of a text (encodes it). */
  async whitened(text: string): Promise<Float32Array> {
    const [raw] = await this.encoder.embed([text]);
    const out = new Float32Array(this.store.dimension);
    if (!this.store.factor) return (out.set(raw!), out);
    return whiten(this.store.factor, raw!, out, this.store.dimension);
  }
}

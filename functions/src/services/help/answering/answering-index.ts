import { calibrateThreshold, calibrationSample, NO_EVIDENCE, sampleKey, type Calibration } from './calibration';
import { loadSentenceEncoder, type SentenceEncoder } from './encoder';
import { eligibleAt, toMillis } from './eligibility';
import { rankEntries, type RankingView } from './ranking';
import { findSimilarQuestions } from './near-duplicates';
import { normalizeText } from './text';
import type { AnswerOptions, AnswerResult, HelpEntry, IndexOptions, SimilarQuestion } from './types';
import { VectorStore } from './vector-store';
import { roundScore as round, whiten, whiteningFactor, withinScatter } from './vectors';
import { WordIndex } from './word-index';

/** Recalibration is due once this share of the questions changed since the last one (changes are cheap until then). */
const RECALIBRATE_AFTER = 0.2;
/** Up to this many questions a due recalibration runs at once (well under a second); beyond, the caller schedules it. */
const RECALIBRATE_INLINE_UP_TO = 2000;

export interface StoredEntry {
  entry: HelpEntry;
  slots: number[];
  releaseAt: number | null;
  expireAt: number | null;
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
  readonly exact = new Map<string, Set<number>>();
  readonly sums = new Map<string, Float64Array>();
  calibration: Calibration = { ...NO_EVIDENCE, method: 'none', samples: 0 };
  changedSinceCalibration = 0;

  constructor(
    readonly encoder: SentenceEncoder,
    public store: VectorStore,
    readonly options: Required<IndexOptions>,
  ) {}

  static async build(entries: HelpEntry[], options: IndexOptions & { encoder?: SentenceEncoder } = {}) {
    const encoder = options.encoder ?? (await loadSentenceEncoder());
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
    this.noteChanges(stored.slots.length);
    return true;
  }

  async answer(question: string, options: AnswerOptions = {}): Promise<AnswerResult> {
    const now = toMillis(options.now ?? Date.now()) ?? Date.now();
    const eligible = (entryId: string) => eligibleAt(this.entries.get(entryId), now);
    const threshold = round(this.threshold);
    // A question curators wrote down word for word needs no encoder (and answers in microseconds). When two entries
    // share it, their other questions decide, from the stored question so the way it was typed changes nothing.
    const exact = this.exactSlots(question, eligible);
    const exactEntries = new Set(exact.map((slot) => this.slotEntry[slot]!));
    if (exactEntries.size === 1) {
      const id = [...exactEntries][0]!;
      const only = {
        id,
        score: round(this.exactConfidence(id, exact[0]!)),
        matchedQuestion: this.slotText[exact[0]!]!,
      };
      return { match: { ...only, answer: this.answerOf(only.id) }, candidates: [only], threshold };
    }
    if (this.entries.size === 0) return { match: null, candidates: [], threshold };
    const vector = exact.length ? this.store.whiteOf(exact[0]!) : await this.whitened(question);
    const text = exact.length ? this.slotText[exact[0]!]! : question;
    const candidates = rankEntries(this.view(), { vector, text, eligible })
      .slice(0, 3)
      .map((r) => ({ id: r.entryId, score: round(r.confidence), matchedQuestion: this.slotText[r.bestSlot]! }));
    const top = candidates[0];
    const match = top && top.score >= threshold ? { ...top, answer: this.answerOf(top.id) } : null;
    return { match, candidates, threshold };
  }

  /** Questions of other entries so close to text that adding it would make answers ambiguous (closest first). */
  similarQuestions(text: string, options: { exceptEntryId?: string; limit?: number } = {}): Promise<SimilarQuestion[]> {
    return findSimilarQuestions(this, text, options);
  }

  /**
   * Re-estimates the whitening (how this knowledge base's paraphrases vary) and the refusal threshold from the live
   * entries, rebuilds the vector store without holes and re-clusters it. Runs on build and after enough changes.
   */
  calibrate(): void {
    const live = [...this.entries.values()];
    const sample = calibrationSample(live.map((stored) => ({ id: stored.entry.id, questions: stored.slots.length })));
    const groups = live.map((stored) =>
      stored.slots.filter((_, i) => !sample.has(sampleKey(stored.entry.id, i))).map((slot) => this.store.rawOf(slot)),
    );
    const { scatter, samples } = withinScatter(groups, this.store.dimension);
    const old = this.store;
    this.store = new VectorStore(old.dimension, whiteningFactor(scatter, samples, old.dimension), old.size + 1);
    this.slotEntry.length = 0;
    this.slotText.length = 0;
    this.exact.clear();
    this.sums.clear();
    this.entries.clear();
    this.words = new WordIndex();
    for (const stored of live) {
      this.insert(
        stored.entry,
        stored.slots.map((slot) => old.rawOf(slot)),
      );
    }
    this.words.refreshNorms();
    const slots = [...this.entries.values()].flatMap((stored) => stored.slots);
    this.store.cluster(slots);
    const sampleSlots = [...this.entries.values()].flatMap((stored) =>
      stored.slots.filter((_, i) => sample.has(sampleKey(stored.entry.id, i))),
    );
    this.calibration = calibrateThreshold(this.view(), sampleSlots, this.entries.size, this.options.targetAnswerRate);
    this.changedSinceCalibration = 0;
  }

  /** Stores an entry whose question vectors are known, with the current whitening (no calibration). */
  insert(entry: HelpEntry, vectors: Float32Array[]): void {
    this.register(
      entry,
      vectors.map((vector) => this.store.push(vector)),
    );
  }

  /** Takes back entries whose vectors a loaded store already holds, in slot order. */
  restore(entries: HelpEntry[]): void {
    let slot = 0;
    for (const entry of entries)
      this.register(
        entry,
        entry.questions.map(() => slot++),
      );
    this.words.refreshNorms();
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
    });
    this.sums.set(entry.id, sum);
  }

  view(): RankingView & { copiesOf(slot: number): ReadonlySet<number> } {
    return {
      store: this.store,
      words: this.words,
      slotEntry: this.slotEntry,
      centroidSum: (entryId) => this.sums.get(entryId)!,
      slotsOf: (entryId) => this.entries.get(entryId)?.slots ?? [],
      slotText: (slot) => this.slotText[slot]!,
      copiesOf: (slot) => this.exact.get(normalizeText(this.slotText[slot]!)) ?? new Set([slot]),
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

  /** The confidence of an entry for one of its own questions: ½·1 + cosine with the entry's centroid. */
  private exactConfidence(entryId: string, slot: number): number {
    const sum = this.sums.get(entryId)!;
    const vector = this.store.whiteOf(slot);
    let product = 0;
    let norm = 0;
    for (let i = 0; i < sum.length; i++) {
      product += sum[i]! * vector[i]!;
      norm += sum[i]! * sum[i]!;
    }
    return 0.5 + (norm > 0 ? product / Math.sqrt(norm) : 0);
  }

  /** The eligible questions equal to this one once normalised. */
  private exactSlots(question: string, eligible: (entryId: string) => boolean): number[] {
    return [...(this.exact.get(normalizeText(question)) ?? [])].filter((slot) => eligible(this.slotEntry[slot]!));
  }

  /** The whitened unit vector of a text (encodes it). */
  async whitened(text: string): Promise<Float32Array> {
    const [raw] = await this.encoder.embed([text]);
    const out = new Float32Array(this.store.dimension);
    if (!this.store.factor) return (out.set(raw!), out);
    return whiten(this.store.factor, raw!, out, this.store.dimension);
  }

  private answerOf(entryId: string): string {
    return this.entries.get(entryId)!.entry.answer;
  }
}

import type { AnsweringIndex } from './answering-index';
import { calibrateThreshold, calibrationSample, sampleKey } from './calibration';
import { VectorStore } from './vector-store';
import { whiteningFactor, withinScatter } from './vectors';

/**
 * Re-estimates the whitening (how this knowledge base's paraphrases vary) and the refusal threshold from the live
 * entries, rebuilds the vector store without holes and re-clusters it. The sampled calibration questions are kept out
 * of the whitening estimate, so they are as unseen as a user's question.
 */
export function recalibrate(index: AnsweringIndex): void {
  const live = [...index.entries.values()];
  const sample = calibrationSample(live.map((stored) => ({ id: stored.entry.id, questions: stored.slots.length })));
  const groups = live.map((stored) =>
    stored.slots.filter((_, i) => !sample.has(sampleKey(stored.entry.id, i))).map((slot) => index.store.rawOf(slot)),
  );
  const { scatter, samples } = withinScatter(groups, index.store.dimension);
  const old = index.store;
  index.reset(new VectorStore(old.dimension, whiteningFactor(scatter, samples, old.dimension), old.size + 1));
  for (const stored of live) {
    index.insert(
      stored.entry,
      stored.slots.map((slot) => old.rawOf(slot)),
    );
  }
  index.refreshWordNorms();
  const slots = [...index.entries.values()].flatMap((stored) => stored.slots);
  index.store.cluster(slots);
  const sampleSlots = [...index.entries.values()].flatMap((stored) =>
    stored.slots.filter((_, i) => sample.has(sampleKey(stored.entry.id, i))),
  );
  index.calibration = calibrateThreshold(index.view(), sampleSlots, index.entries.size, index.options.targetAnswerRate);
}

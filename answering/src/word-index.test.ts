import { describe, expect, it } from 'vitest';
import { WordIndex, type WordScores } from './word-index';

const questions = ['How do I reset my password?', 'Where is the cafeteria?', 'How do I change my email address?'];
const valuesOf = ({ touched, cosine }: WordScores) => new Map(touched.map((slot) => [slot, cosine[slot]!]));

function indexOf(texts: string[]): WordIndex {
  const words = new WordIndex();
  texts.forEach((text, slot) => words.add(slot, text));
  return words;
}

describe('a word search set aside (hold) across an await', () => {
  it('keeps its values while other searches run, and leaves no trace in the next search', () => {
    const words = indexOf(questions);
    const first = words.scores('reset password');
    const alone = valuesOf(first);
    words.release(first);

    const held = words.hold(words.scores('reset password'));
    const other = words.scores('cafeteria');
    expect([...valuesOf(other).keys()]).toEqual([1]);
    words.release(other);
    const restored = words.restore(held);
    expect(valuesOf(restored)).toEqual(alone);
    words.release(restored);
    // Every buffer is zeroed again: a search of another text sees only its own slots.
    for (let round = 0; round < 3; round++) {
      const next = words.scores('change email');
      expect([...valuesOf(next).keys()]).toEqual([2]);
      words.release(next);
    }
  });

  it('comes back whole when questions added meanwhile grew the index', () => {
    const words = indexOf(questions);
    const first = words.scores('reset password');
    const before = valuesOf(first);
    words.release(first);
    const held = words.hold(words.scores('reset password'));
    for (let slot = questions.length; slot < 200; slot++) words.add(slot, `Question number ${slot} about parking`);
    const restored = words.restore(held);
    expect(restored.cosine.length).toBeGreaterThanOrEqual(200);
    // The IDFs moved with the new questions, the held values did not: they are the search as it was made.
    expect(valuesOf(restored)).toEqual(before);
    words.release(restored);
    expect([...valuesOf(words.scores('parking')).keys()]).toHaveLength(197);
  });
});

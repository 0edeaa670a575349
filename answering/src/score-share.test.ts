import { describe, expect, it } from 'vitest';
import { scoreShare, withShares } from './score-share';

describe('the score as people see it', () => {
  it('is a share of the confidence at most 1.5, from 0 to 1 in three decimals', () => {
    expect([1.5, 0.9, 1.2345, 1.8, -0.2].map(scoreShare)).toEqual([1, 0.6, 0.823, 1, 0]);
  });

  it("is given beside every score of an answer and its threshold, which keep the engine's scale", () => {
    const entry = { id: 'e1', score: 1.2, matchedQuestion: 'How old are you?' };
    const runnerUp = { id: 'e2', score: 0.6, matchedQuestion: 'Who are you?' };
    const answered = withShares({
      kind: 'answer',
      match: { ...entry, answer: 'Age does not apply to me.' },
      candidates: [entry, runnerUp],
      threshold: 0.9,
      decidedBy: 'meaning',
    });
    expect(answered).toMatchObject({ match: { score: 1.2, share: 0.8 }, threshold: 0.9, thresholdShare: 0.6 });
    expect(answered.candidates.map((c) => c.share)).toEqual([0.8, 0.4]);
    expect(answered).not.toHaveProperty('options');
    const asked = withShares({
      kind: 'clarify',
      match: null,
      options: [entry, runnerUp],
      candidates: [],
      threshold: 0.3,
      decidedBy: 'meaning',
    });
    expect(asked.options!.map((o) => [o.id, o.share])).toEqual([
      ['e1', 0.8],
      ['e2', 0.4],
    ]);
    expect(asked.match).toBeNull();
  });
});

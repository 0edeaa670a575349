import { describe, expect, it } from 'vitest';
import { askBelowThreshold, calibrateMargin, leadOf, optionsWithin, tooClose } from './clarification';

describe('clarification', () => {
  it('takes the margin from the leads of wrong winners that would have been answered', () => {
    const winners = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8].map((lead) => ({ confidence: 1, lead }));
    expect(calibrateMargin([...winners, { confidence: 0.5, lead: 9 }], 0.9)).toBe(0.7);
    expect(calibrateMargin(winners.slice(0, 4), 0.9)).toBe(0);
  });

  it('offers the entries within the margin of the best, two or three', () => {
    const ranked = [{ fused: 3 }, { fused: 2.5 }, { fused: 2.2 }, { fused: 2.1 }];
    expect(leadOf(ranked)).toBe(0.5);
    expect(leadOf(ranked.slice(0, 1))).toBe(Infinity);
    expect(optionsWithin(ranked, 1)).toEqual(ranked.slice(0, 3));
    expect(optionsWithin(ranked, 0.6)).toEqual(ranked.slice(0, 2));
  });

  it('asks when the best does not lead by the margin, and on a tie even without a margin', () => {
    expect(tooClose([{ fused: 3 }, { fused: 2.5 }], 0.6)).toBe(true);
    expect(tooClose([{ fused: 3 }, { fused: 2.5 }], 0.5)).toBe(false);
    expect(tooClose([{ fused: 3 }, { fused: 3 }], 0)).toBe(true);
    expect(tooClose([{ fused: 3 }], 0)).toBe(false);
  });

  it('asks below the threshold from askFrom, offering two or three, when the question names one of them', () => {
    const candidates = [
      { id: 'a', score: 0.95 },
      { id: 'b', score: 0.93 },
      { id: 'c', score: 0.91 },
    ];
    const any = () => true; // every entry named
    expect(askBelowThreshold(candidates, 0.9, any)).toEqual(candidates);
    expect(askBelowThreshold(candidates, 0.94, any)).toEqual(candidates.slice(0, 2));
    expect(askBelowThreshold(candidates, 0.96, any)).toEqual([]);
    expect(askBelowThreshold(candidates, 0.9, (id) => id === 'c')).toEqual(candidates);
    expect(askBelowThreshold(candidates, 0.9, () => false)).toEqual([]);
    expect(askBelowThreshold(candidates.slice(0, 1), 0.9, any)).toEqual([]);
  });
});

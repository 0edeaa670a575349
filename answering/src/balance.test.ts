import { beforeAll, describe, expect, it } from 'vitest';
import { AnsweringIndex } from './answering-index';
import { BALANCE_STEPS, type BalanceFigures } from './balance';
import { chitchatAnswers, chitchatPhrasingsOf } from './fixtures/chitchat-slice';
import { loadSentenceEncoder, type SentenceEncoder } from './encoder';
import { deserializeIndex, serializeIndex } from './persistence';
import type { HelpEntry } from './types';

// Microsoft's chit-chat set (../shared/data/chitchat, MIT; see SOURCES.md there): its first 40 answers with their
// first 12 phrasings (480 questions: encoding all 4,925 took 25 s and measured nothing more), and the same answers
// with one phrasing each (the shape of most customers' FAQs).
const entries: HelpEntry[] = chitchatAnswers()
  .slice(0, 40)
  .map((answer, i) => ({ id: `e${i}`, answer, questions: chitchatPhrasingsOf(answer).slice(0, 12) }));
const onePhrasing = entries.map((entry) => ({ ...entry, questions: entry.questions.slice(0, 1) }));

/**
 * From "answer more" to "ask more": fewer answered, no more wrong, no fewer refused (but where "ask more" starts asking
 * about questions under the threshold, in an index calibrated entry by entry).
 */
function expectMonotone(balance: BalanceFigures[]) {
  expect(balance.map((f) => f.step)).toEqual([...BALANCE_STEPS]);
  for (const f of balance) expect(f.right + f.clarified + f.refused + f.wrong).toBe(f.questions);
  for (let i = 1; i < balance.length; i++) {
    const [before, after] = [balance[i - 1]!, balance[i]!];
    expect(after.threshold).toBeGreaterThanOrEqual(before.threshold);
    expect(after.margin).toBeGreaterThanOrEqual(before.margin);
    expect(after.right + after.wrong).toBeLessThanOrEqual(before.right + before.wrong);
    expect(after.wrong).toBeLessThanOrEqual(before.wrong);
    if (after.askFrom === undefined || before.askFrom !== undefined)
      expect(after.refused).toBeGreaterThanOrEqual(before.refused);
    else expect(after.refused + after.clarified).toBeGreaterThanOrEqual(before.refused + before.clarified);
  }
}

describe('the curator’s balance steps', () => {
  let encoder: SentenceEncoder;
  let index: AnsweringIndex;
  beforeAll(async () => {
    encoder = await loadSentenceEncoder();
    index = await AnsweringIndex.build(entries, { encoder });
  }, 120_000);

  it('move the leave-one-out figures monotonically, and the ends differ', () => {
    const balance = index.calibration.balance!;
    expectMonotone(balance);
    const [most, , calibrated, , fewest] = balance;
    expect(calibrated!.threshold).toBe(index.threshold);
    expect(most!.right + most!.wrong).toBeGreaterThan(fewest!.right + fewest!.wrong);
    expect(fewest!.refused + fewest!.clarified).toBeGreaterThan(most!.refused + most!.clarified);
  });

  it('measure a one-question-per-entry index too, and survive serialisation', async () => {
    const small = await AnsweringIndex.build(onePhrasing, { encoder });
    expectMonotone(small.calibration.balance!);
    // "Ask more" asks about questions close to an entry that the calibrated step refuses.
    const [, , calibrated, more] = small.calibration.balance!;
    expect(more!.askFrom).toBe(small.calibration.askFrom);
    expect(more!.clarified).toBeGreaterThan(calibrated!.clarified);
    expect(index.calibration.balance!.every((f) => f.askFrom === undefined)).toBe(true);
    const loaded = await deserializeIndex(serializeIndex(small), { encoder });
    expect(loaded.calibration.balance).toEqual(small.calibration.balance);
  }, 60_000);

  it('apply a step at answer time: the threshold an answer needs is the step’s', async () => {
    const question = 'are you a person';
    const at = async (balance: -2 | 0 | 2) => (await index.answer(question, { balance })).threshold;
    const [low, calibrated, high] = [await at(-2), await at(0), await at(2)];
    expect(low).toBeLessThan(calibrated);
    expect(high).toBeGreaterThan(calibrated);
    expect(calibrated).toBe((await index.answer(question)).threshold);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { AnsweringIndex } from './answering-index';
import { SAMPLE_QNAS } from './fixtures/sample-qnas';
import { loadSentenceEncoder, type SentenceEncoder } from './encoder';
import { deserializeIndex, serializeIndex } from './persistence';
import type { HelpEntry } from './types';

// QnA Maker's SampleQnAs: 11 entries of one question each, all on one subject.
const entries: HelpEntry[] = SAMPLE_QNAS.map(({ question, answer }, i) => ({
  id: `e${i}`,
  questions: [question],
  answer,
}));
const entryAsking = (start: string) => entries.find((entry) => entry.questions[0]!.startsWith(start))!.id;

describe('a one-question-an-entry FAQ at "ask more" asks about a close question under its threshold', () => {
  let encoder: SentenceEncoder;
  let index: AnsweringIndex;
  beforeAll(async () => {
    encoder = await loadSentenceEncoder();
    index = await AnsweringIndex.build(entries, { encoder });
  }, 60_000);

  it('asks, the paraphrased entry first, instead of refusing a paraphrase; balanced, it refuses as before', async () => {
    expect(index.calibration.method).toBe('leave-one-entry-out');
    expect(index.calibration.askFrom).toBeLessThan(index.threshold);
    expect(index.calibration.balance!.map((step) => step.askFrom !== undefined)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    for (const [question, meant] of [
      ['which urls must my firewall allow', entryAsking('Which specific URLs')],
      ['how is a bot removed', entryAsking('How do you ban or remove bots')],
      ['can I create a skype bot', entryAsking('If I want to create a bot for Skype')],
    ] as const) {
      expect((await index.answer(question)).kind).toBe('none');
      const result = await index.answer(question, { balance: 1 });
      expect({ question, kind: result.kind, first: result.options?.[0]?.id }).toEqual({
        question,
        kind: 'clarify',
        first: meant,
      });
      expect(result.match).toBeNull();
      expect(result.candidates[0]!.score).toBeLessThan(result.threshold);
    }
  });

  it('still refuses questions of other subjects at "ask most", and keeps the rule in a saved index', async () => {
    const loaded = await deserializeIndex(serializeIndex(index), { encoder });
    expect(loaded.calibration.askFrom).toBe(index.calibration.askFrom);
    for (const question of ["what's the weather tomorrow", 'tell me a joke', 'how do I reset my password'])
      expect({ question, kind: (await loaded.answer(question, { balance: 2 })).kind }).toEqual({
        question,
        kind: 'none',
      });
    expect((await loaded.answer('which urls must my firewall allow', { balance: 2 })).kind).toBe('clarify');
  });
});

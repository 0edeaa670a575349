import { beforeAll, describe, expect, it } from 'vitest';
import { AnsweringIndex } from './answering-index';
import { CHITCHAT_ANSWERS, chitchatPhrasingsOf } from './fixtures/chitchat-slice';
import { loadSentenceEncoder, type SentenceEncoder } from './encoder';
import { deserializeIndex, serializeIndex } from './persistence';
import type { HelpEntry } from './types';

// The chit-chat slice's ten answers, 17 phrasings each indexed, the next three kept back as paraphrases the index never saw.
const fixture = CHITCHAT_ANSWERS.map((answer, i) => {
  const questions = chitchatPhrasingsOf(answer);
  return { id: `e${i}`, answer, questions: questions.slice(0, 17), unseen: questions.slice(17, 20) };
});
const entries: HelpEntry[] = fixture.map(({ id, answer, questions }) => ({ id, answer, questions }));
const OFF_TOPIC = [
  'How large a knowledge base can I create?',
  'Which specific URLs do I need to whitelist in my corporate firewall to access Bot Framework services?',
  'Can I host my bot on my own servers?',
  'Check battery level',
  'How do I embed the QnA Maker service in my website?',
];

let encoder: SentenceEncoder;
let index: AnsweringIndex;
beforeAll(async () => {
  encoder = await loadSentenceEncoder();
  index = await AnsweringIndex.build(entries, { encoder });
}, 60_000);

describe('answering', () => {
  it('answers a question curators wrote with its entry, whatever the case, quotes and punctuation', async () => {
    const written = entries[0]!.questions[0]!;
    const typed = written
      .toUpperCase()
      .replace(/'/g, '\u2019')
      .replace(/[?.!]*$/, ' ?!');
    for (const question of [written, typed]) {
      const result = await index.answer(question);
      expect(result.match).toMatchObject({ id: 'e0', answer: CHITCHAT_ANSWERS[0], matchedQuestion: written });
      expect(result.match!.score).toBeGreaterThanOrEqual(result.threshold);
    }
  });

  it('answers paraphrases it never saw with their entry and shows the candidates behind the choice', async () => {
    const unseen = fixture.flatMap(({ id, unseen }) => unseen.map((question) => ({ id, question })));
    const results = await Promise.all(unseen.map(({ question }) => index.answer(question)));
    const right = results.filter((result, i) => result.match?.id === unseen[i]!.id).length;
    const offered = results.filter((result, i) => result.options?.some((o) => o.id === unseen[i]!.id)).length;
    const wrong = results.filter((result, i) => result.match && result.match.id !== unseen[i]!.id).length;
    // Right, or it asks with the right entry among the options; seldom confidently wrong.
    expect((right + offered) / unseen.length).toBeGreaterThanOrEqual(0.85);
    expect(right / unseen.length).toBeGreaterThanOrEqual(0.75);
    expect(wrong / unseen.length).toBeLessThanOrEqual(0.05);
    const hand = await index.answer('how old r u');
    expect(hand.match?.id).toBe('e0');
    expect(hand.candidates).toHaveLength(3);
    expect(hand.candidates[0]!.score).toBeGreaterThan(hand.candidates[1]!.score);
    expect(hand.candidates.map((c) => c.matchedQuestion).every((q) => typeof q === 'string')).toBe(true);
  });

  it('asks which entry was meant when the best two are too close to tell apart, and answers nothing then', async () => {
    expect(index.calibration.margin).toBeGreaterThan(0);
    const result = await index.answer('Who incorporated you?');
    expect(result.kind).toBe('clarify');
    expect(result.match).toBeNull();
    expect(result.options!.map((o) => o.id)).toEqual(['e3', 'e4']);
    expect(result.options!.map((o) => o.matchedQuestion)).toEqual(['Who created you?', 'Who are you?']);
    expect((await index.answer('Who created you?')).kind).toBe('answer');
    expect((await index.answer(OFF_TOPIC[0]!)).kind).toBe('none');
  });

  it('answers questions asked at once exactly as it answers them one after the other', async () => {
    // Each answer's word search waits through the encoding of its question while the others run theirs.
    const questions = [...fixture.flatMap(({ unseen }) => unseen), ...OFF_TOPIC];
    const together = await Promise.all(questions.map((question) => index.answer(question)));
    for (const [i, question] of questions.entries())
      expect(together[i], question).toEqual(await index.answer(question));
  });

  it('answers without encoding when the words alone single out an entry, as the full ranking would', async () => {
    let encoded = 0;
    const counting = {
      dimension: encoder.dimension,
      embed: (texts: string[]) => ((encoded += texts.length), encoder.embed(texts)),
    };
    const cascade = await AnsweringIndex.build(entries, { encoder: counting });
    expect(cascade.calibration.shortcut).not.toBeNull();
    const full = await deserializeIndex(serializeIndex(cascade), { encoder });
    full.calibration.shortcut = null;
    const unseen = fixture.flatMap(({ unseen }) => unseen);
    let byWords = 0;
    for (const question of unseen) {
      encoded = 0;
      const result = await cascade.answer(question);
      if (result.decidedBy !== 'words') continue;
      byWords++;
      expect(encoded, question).toBe(0);
      expect(result.match?.id, question).toBe((await full.answer(question)).candidates[0]!.id);
      expect(result.match!.score).toBeGreaterThanOrEqual(result.threshold);
    }
    expect(byWords).toBeGreaterThan(0);
  });

  it('gives the no-match answer to questions from another domain, with the candidates it rejected', async () => {
    for (const question of OFF_TOPIC) {
      const result = await index.answer(question);
      expect(result.match, question).toBeNull();
      expect(result.candidates[0]!.score).toBeLessThan(result.threshold);
    }
  });

  it('never answers with an inactive, unreleased or expired entry, even for its exact question', async () => {
    const question = entries[1]!.questions[0]!;
    const now = Date.parse('2030-06-01T00:00:00Z');
    const cases: Partial<HelpEntry>[] = [
      { active: false },
      { releaseTime: '2030-07-01T00:00:00Z' },
      { expireTime: '2030-05-01T00:00:00Z' },
    ];
    for (const change of cases) {
      const copy = await AnsweringIndex.build(entries, { encoder });
      await copy.upsert({ ...entries[1]!, ...change });
      const result = await copy.answer(question, { now });
      expect(result.match?.id, JSON.stringify(change)).not.toBe('e1');
      expect(result.candidates.map((c) => c.id)).not.toContain('e1');
    }
    const released = await AnsweringIndex.build(entries, { encoder });
    await released.upsert({ ...entries[1]!, releaseTime: '2030-05-01T00:00:00Z', expireTime: new Date('2030-07-01') });
    expect((await released.answer(question, { now })).match?.id).toBe('e1');
  });

  it('stops answering with a removed entry and answers with an updated one at once', async () => {
    const copy = await AnsweringIndex.build(entries, { encoder });
    expect(copy.remove('e5')).toBe(true);
    const result = await copy.answer(entries[5]!.questions[0]!);
    expect(result.match?.id).not.toBe('e5');
    expect(result.candidates.map((c) => c.id)).not.toContain('e5');
    await copy.upsert({ id: 'e8', answer: 'Refunds take 30 days.', questions: ['How long does a refund take?'] });
    expect((await copy.answer('how long does a refund take')).match).toMatchObject({ id: 'e8' });
    expect((await copy.answer('When will I get my refund?')).match?.answer).toBe('Refunds take 30 days.');
    expect((await copy.answer(entries[8]!.questions[0]!)).match?.id).not.toBe('e8');
  });

  it('does not let a question two entries share pick one at random (the "Do you eat?" trap)', async () => {
    const shared = [1, 2].map((i) => ({ ...entries[i]!, questions: [...entries[i]!.questions, 'Do you eat?'] }));
    const trap = await AnsweringIndex.build(shared, { encoder });
    const first = await trap.answer('Do you eat?');
    expect(first.candidates.map((c) => c.id).sort()).toEqual(['e1', 'e2']);
    expect(first.candidates.every((c) => c.matchedQuestion === 'Do you eat?')).toBe(true);
    expect((await trap.answer('do you eat')).match?.id).toBe(first.match?.id);
  });

  it('asks which entry was meant when entries share a question word for word and their other questions do not set one apart', async () => {
    const reset = [
      ['badge', 'How do I reset my badge?'],
      ['password', 'How do I reset my password?'],
      ['voicemail', 'How do I reset my voicemail PIN?'],
    ].map(([id, own]) => ({ id: id!, answer: `Reset your ${id}.`, questions: ['How do I reset it?', own!] }));
    const office = await AnsweringIndex.build([...entries, ...reset], { encoder });
    for (const asked of ['How do I reset it?', 'how do i reset it']) {
      const answer = await office.answer(asked);
      expect(answer).toMatchObject({ kind: 'clarify', match: null, decidedBy: 'exact' });
      // Each offered by its own question, which tells them apart (the shared one would not).
      expect(answer.options!.map((o) => [o.id, o.matchedQuestion])).toEqual(
        reset.map((entry) => [entry.id, entry.questions[1]]),
      );
    }
    // Entries that share every question are a tie: never decided by the order they come in, offered as they read.
    const same = reset.map((entry) => ({ ...entry, questions: ['How do I reset it?', 'What if I forgot it?'] }));
    const tied = await (await AnsweringIndex.build(same.slice(0, 2), { encoder })).answer('How do I reset it?');
    expect(tied.kind).toBe('clarify');
    expect(tied.options!.map((o) => [o.id, o.matchedQuestion]).sort()).toEqual([
      ['badge', 'How do I reset it?'],
      ['password', 'How do I reset it?'],
    ]);
  });

  it('loads a serialised index that answers as the original did', async () => {
    const loaded = await deserializeIndex(serializeIndex(index), { encoder });
    const questions = ['how old r u', ...OFF_TOPIC.slice(0, 2), entries[2]!.questions[0]!];
    for (const question of questions) {
      const [before, after] = [await index.answer(question), await loaded.answer(question)];
      expect(after.match?.id).toBe(before.match?.id);
      expect(after.candidates.map((c) => c.id)).toEqual(before.candidates.map((c) => c.id));
      after.candidates.forEach((c, i) => expect(c.score).toBeCloseTo(before.candidates[i]!.score, 2));
      expect(after.threshold).toBe(before.threshold);
      expect(after.decidedBy).toBe(before.decidedBy);
    }
    expect(loaded.calibration.shortcut).toEqual(index.calibration.shortcut);
    await loaded.upsert({ id: 'new', answer: 'Noted.', questions: ['Remember that I like tea'] });
    expect((await loaded.answer('Remember that I like tea')).match?.id).toBe('new');
  });

  it('calibrates a knowledge base of one-question entries from the distance between its own topics', async () => {
    const single = await AnsweringIndex.build(
      OFF_TOPIC.map((question, i) => ({ id: `k${i}`, answer: `answer ${i}`, questions: [question] })),
      { encoder },
    );
    expect(single.calibration.method).toBe('leave-one-entry-out');
    expect((await single.answer('How big can a knowledge base be?')).match?.id).toBe('k0');
    expect((await single.answer('Are you a robot?')).match).toBeNull();
  });

  it('refuses a question from another domain that shares only the sentence frame with a one-question entry', async () => {
    const faq = [
      'Can I import recipes from a file',
      'What is a sous vide stick?',
      'Hello',
      'How much does delivery cost?',
      'Thumbs up',
      'What is my order count?',
      'Where is the nearest store',
      'pizza',
      'How do I cancel my subscription',
      'Do you have gluten free bread?',
      'Which payment cards are accepted',
      'Opening hours on Sunday',
    ];
    const shop = await AnsweringIndex.build(
      faq.map((question, i) => ({ id: `s${i}`, answer: `answer ${i}`, questions: [question] })),
      { encoder },
    );
    expect(shop.calibration.method).toBe('leave-one-entry-out');
    // Close enough by meaning ("Can I … from/in a …"), but no word of its topic: refused, and the result says why.
    const foreign = await shop.answer('Can I export the billing address in the web console');
    expect(foreign.candidates[0]!.score).toBeGreaterThanOrEqual(foreign.threshold);
    expect(foreign).toMatchObject({ match: null, withoutWordSupport: true });
    expect((await shop.answer('Can I import maps from a USB file?')).match?.id).toBe('s0');
    expect((await shop.answer('hello')).match?.id).toBe('s2');
    const loaded = await deserializeIndex(serializeIndex(shop), { encoder });
    expect(await loaded.answer('Can I export the billing address in the web console')).toMatchObject({ match: null });
    expect((await loaded.answer('Can I import maps from a USB file?')).match?.id).toBe('s0');
  });

  it('answers a paraphrase of its own entry next to a block of template entries (the import preview case)', async () => {
    // 60 entries that differ only by a number come closer to each other than the paraphrases of the other entries do.
    const rooms = Array.from({ length: 60 }, (_, i) => ({
      id: `room${i}`,
      answer: `Floor ${i % 7}.`,
      questions: [`Where is room ${i} b17?`],
    }));
    const own = [
      ['How do I reset my password n42?', 'I forgot my password n42', 'Change my password n42'],
      ['Where can I park my car n42?', 'Is there parking for employees n42?'],
      ['What is the guest wifi password n42?', 'How do I connect to the wifi n42?'],
    ].map((questions, i) => ({ id: `own${i}`, answer: `answer ${i}`, questions }));
    const office = await AnsweringIndex.build([...rooms, ...own], { encoder });
    expect(office.calibration.method).toBe('leave-one-entry-out');
    expect((await office.answer('How can I reset my password n42?')).match?.id).toBe('own0');
    expect((await office.answer('Where is room 7 b17?')).match?.id).toBe('room7');
    expect((await office.answer('Can I bring my dog to work?')).match).toBeNull();
  });
});

describe('answering among some entries (a conversation topic)', () => {
  it('never answers nor shows an entry left out, and finds among the rest what all entries would not', async () => {
    const written = entries[0]!.questions[0]!;
    const without = await index.answer(written, { only: (id) => id !== 'e0' });
    expect(without.match?.id).not.toBe('e0');
    expect(without.candidates.map((c) => c.id)).not.toContain('e0');
    const within = await index.answer(written, { only: (id) => id === 'e3' });
    expect(within.candidates.map((c) => c.id)).toEqual(['e3']);
    expect((await index.answer(written)).match?.id).toBe('e0');
  });
});

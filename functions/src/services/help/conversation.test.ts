import { describe, expect, it } from 'vitest';
import { entryNamedBy, findInConversation, followUpsOf, type Entries } from './conversation';
import type { HelpRecord } from './help-repository';

/** Entries shaped as QnA Maker's multi-turn export and QnABot's tour import them (kept Prompts, Topic, Next). */
const record = (HelpID: string, fields: Partial<HelpRecord>) => ({ HelpID, ...fields }) as HelpRecord;
const entries: Entries = new Map(
  [
    record('parent', {
      ExternalID: '1',
      Kept: {
        Prompts: [
          { displayOrder: 3, qnaId: 3, displayText: 'p2' },
          { DisplayOrder: 1, QnaId: 2, DisplayText: 'p1' },
          { displayOrder: 6, qnaId: 99, displayText: 'gone' },
        ],
      },
    }),
    record('child', { ExternalID: '2', Kept: { IsContextOnly: true } }),
    record('sibling', { ExternalID: '3', Kept: { IsContextOnly: true } }),
    record('stop', { ExternalID: 'Nexus', Topic: 'Nexus', Next: 'Maru' }),
    record('artist', { ExternalID: 'Nexus:_Meet_the_artist', Topic: 'Nexus' }),
    record('maru', { ExternalID: 'Maru', Topic: 'Maru' }),
  ].map((entry) => [entry.HelpID, entry]),
);
const questions: Record<string, string[]> = { stop: ['Nexus'], maru: ['Maru', 'the Maru'], artist: ['who made this'] };
const questionsOf = (id: string) => questions[id] ?? [];

describe('follow-ups of an entry', () => {
  it("lists QnA Maker's prompts in display order (keys in any case) with the entry each leads to", () => {
    expect(followUpsOf(entries.get('parent')!, entries, questionsOf)).toEqual([
      { Text: 'p1', HelpID: 'child' },
      { Text: 'p2', HelpID: 'sibling' },
      { Text: 'gone', HelpID: null },
    ]);
  });

  it("offers QnABot's next as a follow-up to the entry that has that question", () => {
    expect(followUpsOf(entries.get('stop')!, entries, questionsOf)).toEqual([{ Text: 'Maru', HelpID: 'maru' }]);
  });
});

describe('finding an answer in a conversation', () => {
  /** Records which entries each ask allowed, and answers with the first allowed entry of `answering`. */
  const asker = (answering: string[]) => {
    const allowed: string[][] = [];
    const ask = async (only?: (id: string) => boolean) => {
      const ids = [...entries.keys()].filter((id) => !only || only(id));
      allowed.push(ids);
      const hit = answering.find((id) => ids.includes(id));
      return { Kind: hit ? 'answer' : 'none', HelpID: hit ?? null };
    };
    return { ask, allowed };
  };

  it("answers a prompt's text with its entry, and a QID with the entry of that external id", async () => {
    const { ask, allowed } = asker([]);
    expect(await findInConversation('P1', { HelpID: 'parent' }, entries, questionsOf, ask)).toEqual({
      chosen: { helpId: 'child', via: 'follow-up' },
    });
    expect(entryNamedBy('QID::Nexus:_Meet_the_artist', entries)).toBe('artist');
    expect(await findInConversation('QID::Maru', undefined, entries, questionsOf, ask)).toEqual({
      chosen: { helpId: 'maru', via: 'id' },
    });
    expect(allowed).toEqual([]);
  });

  it('asks the follow-ups first, then the topic, then all entries but the context-only ones', async () => {
    const { ask, allowed } = asker(['maru']);
    const found = await findInConversation(
      'where next',
      { HelpID: 'parent', Topic: 'nexus' },
      entries,
      questionsOf,
      ask,
    );
    expect(found).toEqual({ answer: { Kind: 'answer', HelpID: 'maru' } });
    expect(allowed).toEqual([
      ['child', 'sibling'],
      ['stop', 'artist'],
      ['parent', 'stop', 'artist', 'maru'],
    ]);
  });

  it("asks all entries for a question written word for word under one entry outside the topic, not the topic's", async () => {
    const { ask, allowed } = asker(['maru']);
    expect(await findInConversation('maru', { Topic: 'Nexus' }, entries, questionsOf, ask)).toEqual({
      answer: { Kind: 'answer', HelpID: 'maru' },
    });
    expect(allowed).toEqual([['parent', 'stop', 'artist', 'maru']]);
    // Within its own topic, or not a question of one entry alone, the topic still comes first.
    const inTopic = asker(['artist']);
    await findInConversation('Nexus', { Topic: 'Nexus' }, entries, questionsOf, inTopic.ask);
    expect(inTopic.allowed).toEqual([['stop', 'artist']]);
  });

  it('says where it found the answer: among the follow-ups or within the topic', async () => {
    const inTopic = await findInConversation(
      'who made it',
      { Topic: 'Nexus' },
      entries,
      questionsOf,
      asker(['artist']).ask,
    );
    expect(inTopic.via).toBe('topic');
    const followed = await findInConversation(
      'p one',
      { HelpID: 'parent' },
      entries,
      questionsOf,
      asker(['child']).ask,
    );
    expect(followed.via).toBe('follow-up');
  });
});

import type { BulkExportEntry, ConversationContext, QuestionAnswer } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { exported, sendFile } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { thirdPartyFile } from '../third-party';

/**
 * Issue 30 item 1: QandASimulate answers in a conversation. Real multi-turn knowledge bases (test/fixtures/third-party:
 * QnABot's topics and buttons, QnA Maker's follow-up prompts and context-only entries) imported through the API, then
 * asked turn by turn, each turn sending the previous answer's Context.
 */

let platform: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

/** A new organization with the file imported, and its entries' HelpIDs by external id. */
async function organizationWith(path: string) {
  const { cookie } = await foundingOwner(platform);
  const imported = await sendFile(cookie, 'ImportHelp', 'json', thirdPartyFile(path));
  expect({ refusals: imported.refusals, Invalid: imported.Invalid }).toEqual({ refusals: [], Invalid: 0 });
  const entries = (await exported(cookie)) as BulkExportEntry[];
  const idOf = new Map(entries.map((entry) => [entry.ExternalID!, entry.HelpID]));
  const ask = async (Question: string, Context?: ConversationContext) => {
    const answer = await call<QuestionAnswer>('QandASimulate', {
      cookie,
      body: { Question, QuestionType: 'Text', ...(Context ? { Context } : {}) },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  return { cookie, ask, id: (externalId: string) => idOf.get(externalId)! };
}

describe('QnABot PrairieLineTrailTour.json: topics', { timeout: 120_000 }, () => {
  let tour: Awaited<ReturnType<typeof organizationWith>>;
  beforeAll(async () => {
    tour = await organizationWith('qnabot-on-aws/PrairieLineTrailTour.json');
  });

  it('answers "who made this" with the artist of the stop the conversation is at, and follows a topic change', async () => {
    const nexus = await tour.ask('Nexus');
    expect(nexus).toMatchObject({ Kind: 'answer', HelpID: tour.id('Nexus'), Topic: 'Nexus' });
    expect(nexus.Context).toEqual({ Topic: 'Nexus', HelpID: tour.id('Nexus') });
    // QnABot's `next` is offered as the follow-up that goes on with the tour, to the entry that has that question.
    expect(nexus.Prompts).toEqual([{ Text: 'Welcome Figure', HelpID: tour.id('Welcome_Figure') }]);

    const artist = await tour.ask('who made this', nexus.Context);
    expect(artist).toMatchObject({
      Kind: 'answer',
      HelpID: tour.id('Nexus:_Meet_the_artist'),
      Topic: 'Nexus',
      MatchedVia: 'topic',
    });
    expect(artist.Text).toContain('Ryan Feddersen');

    const next = await tour.ask('Welcome Figure', artist.Context);
    expect(next).toMatchObject({ HelpID: tour.id('Welcome_Figure'), Topic: 'Welcome Figure' });

    const maru = await tour.ask('Maru', next.Context);
    // Welcome Figure's `next` is Maru: asked, it is the follow-up.
    expect(maru).toMatchObject({ HelpID: tour.id('Maru'), Topic: 'Maru', MatchedVia: 'follow-up' });
    const maruArtist = await tour.ask('who made this', maru.Context);
    expect(maruArtist).toMatchObject({ HelpID: tour.id('Maru:_Meet_the_artist'), Topic: 'Maru', MatchedVia: 'topic' });
  });

  it('asked alone, the question is not answered from a topic: the stops sharing it are offered, and no topic is set', async () => {
    // Eight stops hold "who made this" word for word: alone, nothing says which (issue 28, item 2's finding).
    const alone = await tour.ask('who made this');
    expect(alone).not.toHaveProperty('MatchedVia');
    expect(alone).toMatchObject({ Kind: 'clarify', HelpID: null });
    expect(alone.Context).toEqual({});
  });

  it("answers another stop's own question with that stop, not with a weak match of the topic's", async () => {
    const terminus = await tour.ask('Terminus');
    expect(terminus).toMatchObject({ Kind: 'answer', HelpID: tour.id('Terminus'), Topic: 'Terminus' });
    // Within the topic "Terminus", "Maru" scored 0.57 for Terminus's own entry (answers from 0.54), found in CI.
    const maru = await tour.ask('Maru', terminus.Context);
    expect(maru).toMatchObject({ Kind: 'answer', HelpID: tour.id('Maru'), Topic: 'Maru' });
    expect(maru).not.toHaveProperty('MatchedVia');
  });

  it('keeps the topic after a question it cannot answer, and answers nothing from the topic for it', async () => {
    const nexus = await tour.ask('Nexus');
    // Within a topic the word shortcut once answered it with the topic's "What is it made of?" (its lead over a
    // topic's few entries is no evidence).
    const none = await tour.ask('What is the VAT number of the museum shop?', nexus.Context);
    expect(none).toMatchObject({ Kind: 'none', HelpID: null, Topic: 'Nexus', Context: nexus.Context });
  });
});

describe('QnA Maker MultiturnReplaceKbWithFlattenedTree.json: follow-up prompts', { timeout: 120_000 }, () => {
  let kb: Awaited<ReturnType<typeof organizationWith>>;
  beforeAll(async () => {
    kb = await organizationWith('botframework-cli/MultiturnReplaceKbWithFlattenedTree.json');
  });

  it("returns an entry's follow-ups in display order, each with the entry it leads to", async () => {
    const answer = await kb.ask('ques1');
    expect(answer).toMatchObject({ Kind: 'answer', Text: 'ans1' });
    expect(answer.Prompts).toEqual([
      { Text: 'p1', HelpID: kb.id('2') },
      { Text: 'p2', HelpID: kb.id('3') },
      { Text: 'p3', HelpID: kb.id('4') },
    ]);
  });

  it('answers a context-only entry only as the follow-up of its parent', async () => {
    const alone = await kb.ask('p1');
    expect(alone.HelpID).not.toBe(kb.id('2'));
    expect(alone.Text).not.toBe('ap1');

    const parent = await kb.ask('ques1');
    const followed = await kb.ask('p1', parent.Context);
    expect(followed).toMatchObject({ Kind: 'answer', HelpID: kb.id('2'), Text: 'ap1', MatchedVia: 'follow-up' });
    // After the follow-up, its own (empty) prompts are the next turn's: p2 is context-only again.
    const after = await kb.ask('p2', followed.Context);
    expect(after.HelpID).not.toBe(kb.id('3'));
  });

  it('answers an entry that is not context-only with or without its parent', async () => {
    expect(await kb.ask('p3')).toMatchObject({ Kind: 'answer', HelpID: kb.id('4'), Text: 'ap3' });
  });
});

describe('QnABot RecentTopicsDemo.json: buttons that name an item', { timeout: 120_000 }, () => {
  it('answers "QID::<qid>" (a card button) with that item, and sets its topic', async () => {
    const demo = await organizationWith('qnabot-on-aws/RecentTopicsDemo.json');
    const hello = await demo.ask('Hello');
    expect(hello.Card?.Buttons.map((button) => button.Value)).toEqual([
      'QID::RecentTopics.AI.001',
      'QID::RecentTopics.ML.001',
    ]);
    const ai = await demo.ask('QID::RecentTopics.AI.001', hello.Context);
    expect(ai).toMatchObject({ Kind: 'answer', HelpID: demo.id('RecentTopics.AI.001'), Topic: 'AI', MatchedVia: 'id' });
    const kendra = await demo.ask('What is Kendra', ai.Context);
    expect(kendra).toMatchObject({ HelpID: demo.id('RecentTopics.Kendra'), Topic: 'Kendra' });
  });
});

describe('QandASimulate refuses a context it cannot read', () => {
  it('answers 400 naming the field', async () => {
    const { cookie } = await foundingOwner(platform);
    const body = { Question: 'hello', QuestionType: 'Text', Context: { HelpID: 'not-an-id' } };
    const answer = await call<string>('QandASimulate', { cookie, body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^Context\.HelpID: /);
  });
});

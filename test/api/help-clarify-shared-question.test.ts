import type { BulkExportEntry } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { exported, sendFile } from './help-bulk-client';
import { askedAs } from './help-fixtures';
import { foundingOwner } from './organization-people';
import { thirdPartyFile } from '../third-party';

/**
 * A question stored word for word under several entries (issue 28, item 2's finding): QnABot's
 * PrairieLineTrailTour.json (test/fixtures/third-party) asks "who made this" at each of 8 stops of the tour, every
 * stop's artist entry holding the same questions under its own topic. Asked alone (no conversation to say which stop),
 * nothing tells those entries apart: the assistant asks which one was meant instead of answering one of them.
 */
const tour = thirdPartyFile('qnabot-on-aws', 'PrairieLineTrailTour.json');

let cookie: string;
let artistEntries: Map<string, string | undefined>;
beforeAll(async () => {
  cookie = (await foundingOwner(await signIn(USERS.platform))).cookie;
  const imported = await sendFile(cookie, 'ImportHelp', 'json', tour);
  expect({ New: imported.New, Invalid: imported.Invalid }).toEqual({ New: 66, Invalid: 0 });
  const entries = (await exported(cookie)) as BulkExportEntry[];
  artistEntries = new Map(
    entries.filter((entry) => entry.Questions.includes('who made this')).map((entry) => [entry.HelpID, entry.Topic]),
  );
  expect(artistEntries.size).toBe(8);
}, 120_000);

describe('QandASimulate: a question several entries share word for word', () => {
  it('asks which entry was meant, offering 2 or 3 of them by their topics, instead of answering one', async () => {
    const answer = await askedAs(cookie, 'who made this');
    expect(answer).toMatchObject({ Kind: 'clarify', HelpID: null, MatchedEntry: null, Score: null });
    expect(answer.Options.length).toBeGreaterThanOrEqual(2);
    expect(answer.Options.length).toBeLessThanOrEqual(3);
    for (const option of answer.Options) {
      expect(artistEntries.has(option.HelpID)).toBe(true);
      expect(option.Question).toBe(`who made this (${artistEntries.get(option.HelpID)})`);
    }
    expect(new Set(answer.Options.map((option) => option.HelpID)).size).toBe(answer.Options.length);
    expect(answer.Text).toMatch(/^Did you mean "who made this \(.+\)", or "who made this \(.+\)"\?$/);
  });

  it('answers with the option chosen (its HelpID), since every option asked again by its text would clarify again', async () => {
    const { Options } = await askedAs(cookie, 'who made this');
    for (const option of Options) {
      const chosen = await call<{ Kind: string; HelpID: string | null; MatchedVia?: string; Topic?: string }>(
        'QandASimulate',
        { cookie, body: { Question: 'who made this', QuestionType: '', Chosen: option.HelpID } },
      );
      expect(chosen.status).toBe(200);
      expect(chosen.body).toMatchObject({
        Kind: 'answer',
        HelpID: option.HelpID,
        MatchedVia: 'choice',
        Topic: artistEntries.get(option.HelpID),
      });
    }
  });

  it('refuses a chosen id that is no answering entry of the organization: 404, as any id in a body', async () => {
    const other = (await foundingOwner(await signIn(USERS.platform))).cookie;
    await sendFile(other, 'ImportHelp', 'json', tour);
    const theirs = ((await exported(other)) as BulkExportEntry[]).find((entry) => entry.Questions.includes('Nexus'))!;
    for (const Chosen of [theirs.HelpID, '00000000-0000-4000-8000-000000000000']) {
      const refused = await call('QandASimulate', {
        cookie,
        body: { Question: 'who made this', QuestionType: '', Chosen },
      });
      expect(refused.status).toBe(404);
    }
  });

  it('answers it at a stop of the tour, where the conversation says which entry is meant', async () => {
    const nexus = [...artistEntries].find(([, topic]) => topic === 'Nexus')![0];
    const inContext = await call<{ Kind: string; HelpID: string | null }>('QandASimulate', {
      cookie,
      body: { Question: 'who made this', QuestionType: '', Context: { Topic: 'Nexus' } },
    });
    expect(inContext.body).toMatchObject({ Kind: 'answer', HelpID: nexus });
  });
});

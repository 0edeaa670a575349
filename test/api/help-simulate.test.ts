import { messages, type QuestionAnswer } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { addedHelp, helpBody, type Body } from './help-fixtures';

/** QandASimulate on the answering engine: the organization's active, unexpired entries only. */
let orgAdmin: string;
let otherAdmin: string;
const topics: Record<string, string[]> = {
  rooms: [
    'How do I book a meeting room?',
    'Can I reserve a meeting room for tomorrow?',
    'Where do I book rooms for meetings?',
    'I need to book a room for a meeting',
  ],
  expenses: [
    'How do I submit my travel expenses?',
    'Where do I file an expense report?',
    'How can I get reimbursed for a business trip?',
    'Submit expenses for my taxi ride',
  ],
  password: [
    'I forgot my password',
    'How do I reset my password?',
    'My password expired, how do I change it?',
    'Reset my login password please',
  ],
  wifi: [
    'What is the guest wifi password?',
    'How do I connect to the office wifi?',
    'Which wireless network should visitors use?',
    'Wifi access for guests',
  ],
  parking: [
    'Where can I park my car?',
    'Is there parking for employees?',
    'How do I get a parking permit?',
    'Where is the staff car park?',
  ],
};
const entries: Record<string, Body> = {};

const ask = async (Question: string, cookie = orgAdmin) => {
  const answer = await call<QuestionAnswer>('QandASimulate', { cookie, body: { Question, QuestionType: '' } });
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  for (const [topic, questions] of Object.entries(topics)) {
    entries[topic] = await addedHelp(
      orgAdmin,
      helpBody({ ShortDescription: questions.join(';'), LongDescription: `The ${topic} answer.` }),
    );
  }
});

describe('QandASimulate', () => {
  it("answers a phrasing nobody wrote down with its entry: the entry's text and media, what matched, the score", async () => {
    const answer = await ask('how can I reserve a conference room');
    expect(answer).toMatchObject({
      Text: 'The rooms answer.',
      MediaType: 'image',
      MediaUrl: 'https://cdn.example.com/hours.png',
      ChartUrl: '',
      HelpID: entries.rooms!.HelpID,
      // The entry as the console names it: its first question.
      MatchedEntry: topics.rooms![0],
    });
    expect(topics.rooms).toContain(answer.MatchedQuestion);
    expect(answer.Score).toBeGreaterThanOrEqual(answer.Threshold!);
    // A share of the engine's best possible confidence, the 0–1 scale a skill test's minScore is written in.
    expect(answer.Score).toBeLessThanOrEqual(1);
    expect(answer.Threshold).toBeGreaterThan(0);
  });

  it('gives the no-match answer to an unrelated question', async () => {
    const answer = await ask('What is the melting point of tungsten in kelvin?');
    expect(answer).toMatchObject({
      Text: messages.msg_help_no_match,
      HelpID: null,
      MatchedEntry: null,
      MatchedQuestion: null,
      Score: null,
    });
  });

  it('no longer answers with an entry made inactive, or expired', async () => {
    expect((await ask('How do I reset my password?')).HelpID).toBe(entries.password!.HelpID);
    const off = await call('UpdateHelp', { cookie: orgAdmin, body: { ...entries.password, Active: false } });
    expect(off.status).toBe(200);
    expect((await ask('How do I reset my password?')).HelpID).not.toBe(entries.password!.HelpID);

    expect((await ask('Where can I park my car?')).HelpID).toBe(entries.parking!.HelpID);
    const expired = { ...entries.parking, ReleaseTime: '1999-01-01T00:00:00Z', ExpireTime: '2000-01-01T00:00:00Z' };
    expect((await call('UpdateHelp', { cookie: orgAdmin, body: expired })).status).toBe(200);
    expect((await ask('Where can I park my car?')).HelpID).not.toBe(entries.parking!.HelpID);
  });

  it("never answers with another organization's entry", async () => {
    const theirs = await addedHelp(
      otherAdmin,
      helpBody({ ShortDescription: 'Where is the rooftop garden entrance?', LongDescription: 'Their secret garden.' }),
    );
    const answer = await ask('Where is the rooftop garden entrance?');
    expect(answer.HelpID).not.toBe(theirs.HelpID);
    expect(answer.Text).not.toBe('Their secret garden.');
    expect((await ask('Where is the rooftop garden entrance?', otherAdmin)).HelpID).toBe(theirs.HelpID);
  });

  it('refuses an empty question (400 naming the field)', async () => {
    const answer = await call('QandASimulate', { cookie: orgAdmin, body: { Question: '  ', QuestionType: '' } });
    expect(answer).toMatchObject({ status: 400, body: `Question: ${messages.msg_help_test_question_required}` });
  });
});

import { messages, type QuestionAnswer } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { shortId } from './content-fixtures';
import { addedHelp, allHelp, askedAs, helpBody, type Body } from './help-fixtures';
import { foundingOwner } from './organization-people';

/**
 * "Add this phrasing to entry …" from a test question: QandASimulate names the nearest entries (of the whole knowledge
 * base), and AddHelpPhrasing appends the question to any entry on the server, with UpdateHelp's rules and claims.
 */
let orgAdmin: string;
let staff: string;
let otherAdmin: string;

const ask = (question: string) => askedAs(orgAdmin, question);
const addPhrasing = (HelpID: unknown, Question: string, cookie = orgAdmin) =>
  call('AddHelpPhrasing', { cookie, body: { HelpID, Question } });
const stored = async (entry: Body, cookie = orgAdmin) =>
  (await allHelp(cookie)).find((item) => item.HelpID === entry.HelpID)!;

beforeAll(async () => {
  [orgAdmin, staff, otherAdmin] = await Promise.all([
    signIn(USERS.orgAdmin),
    signIn(USERS.staff),
    signIn(USERS.otherAdmin),
  ]);
});

describe('QandASimulate names the nearest entries', () => {
  // An organization of its own: what is near a question depends on every entry of the knowledge base.
  let founder: string;
  const topics = {
    rooms: ['How do I book a meeting room?', 'Can I reserve a meeting room for tomorrow?'],
    parking: ['Where can I park my car?', 'Is there parking for employees?'],
    expenses: ['How do I submit my travel expenses?', 'Where do I file an expense report?'],
  };
  const ids: Record<string, unknown> = {};
  const askFounder = async (Question: string) =>
    (await call<QuestionAnswer>('QandASimulate', { cookie: founder, body: { Question, QuestionType: '' } })).body;

  beforeAll(async () => {
    founder = (await foundingOwner(await signIn(USERS.platform))).cookie;
    for (const [topic, questions] of Object.entries(topics))
      ids[topic] = (await addedHelp(founder, helpBody({ ShortDescription: questions.join(';') }))).HelpID;
  });

  it('on a miss: up to three entries, best first', async () => {
    const answer = await askFounder('What is the melting point of tungsten in kelvin?');
    expect(answer.HelpID).toBeNull();
    expect(answer.Nearest).toHaveLength(3);
    expect(new Set(answer.Nearest.map((entry) => entry.HelpID))).toEqual(new Set(Object.values(ids)));
    const scores = answer.Nearest.map((entry) => entry.Score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const names = Object.values(topics).map((questions) => questions[0]);
    for (const entry of answer.Nearest) expect(names).toContain(entry.MatchedEntry);
  });

  it('on a match: the matched entry comes first', async () => {
    const answer = await askFounder('Is there parking for employees?');
    expect(answer.HelpID).toBe(ids.parking);
    expect(answer.Nearest[0]).toMatchObject({ HelpID: ids.parking, MatchedEntry: 'Where can I park my car?' });
  });
});

describe('AddHelpPhrasing', () => {
  it('appends the question to the entry, which then answers it (Staff may)', async () => {
    const entry = await addedHelp(orgAdmin, helpBody());
    const question = `Is the front desk staffed at night ${shortId()}?`;
    expect(await addPhrasing(entry.HelpID, `  ${question} `, staff)).toMatchObject({ status: 200, body: 'Success' });
    const after = await stored(entry);
    expect(after.ShortDescription).toBe(`${String(entry.ShortDescription)};${question}`);
    expect(after).toMatchObject({
      LongDescription: entry.LongDescription,
      MediaUrl: entry.MediaUrl,
      Version: Number(entry.Version) + 1,
      LastUpdatedBy: USERS.staff,
    });
    expect(await ask(question)).toMatchObject({ HelpID: entry.HelpID, MatchedQuestion: question });
  });

  it('refuses a question another entry has (409) and one the entry has (400), storing nothing', async () => {
    const [entry, other] = await Promise.all([addedHelp(orgAdmin, helpBody()), addedHelp(orgAdmin, helpBody())]);
    const theirs = String(other.ShortDescription).split(';')[1]!;
    expect(await addPhrasing(entry.HelpID, theirs.toUpperCase())).toMatchObject({
      status: 409,
      body: 'Question already exists.',
    });
    const own = String(entry.ShortDescription).split(';')[0]!;
    const again = await addPhrasing(entry.HelpID, own.toLowerCase());
    expect(again.status).toBe(400);
    expect(again.body).toContain(`Question: ${messages.msg_help_question_duplicate}`);
    expect((await stored(entry)).ShortDescription).toBe(entry.ShortDescription);
    expect((await stored(other)).ShortDescription).toBe(other.ShortDescription);
  });

  it('names the field and rule of a bad question', async () => {
    const entry = await addedHelp(orgAdmin, helpBody());
    const cases: [unknown, string][] = [
      ['   ', `Question: ${messages.msg_help_test_question_required}`],
      ['Parking; and bikes', 'Question: must not contain ";"'],
      ['x'.repeat(501), 'Question: must be at most 500 characters'],
      [42, 'Question: '],
    ];
    for (const [question, message] of cases) {
      const answer = await call('AddHelpPhrasing', {
        cookie: orgAdmin,
        body: { HelpID: entry.HelpID, Question: question },
      });
      expect(answer.status, String(question)).toBe(400);
      expect(String(answer.body)).toContain(message);
    }
    expect((await addPhrasing('not-an-id', 'Fine question?')).body).toMatch(/^HelpID: /);
    expect((await stored(entry)).ShortDescription).toBe(entry.ShortDescription);
  });

  it("answers 404 for another organization's entry or a deleted one, and changes nothing", async () => {
    const theirs = await addedHelp(otherAdmin, helpBody());
    expect((await addPhrasing(theirs.HelpID, `Sneaky ${shortId()}?`)).status).toBe(404);
    expect((await stored(theirs, otherAdmin)).ShortDescription).toBe(theirs.ShortDescription);
    const gone = await addedHelp(orgAdmin, helpBody());
    expect((await call('DeleteHelp', { cookie: orgAdmin, body: gone })).status).toBe(200);
    expect((await addPhrasing(gone.HelpID, `Late ${shortId()}?`)).status).toBe(404);
  });

  it('keeps every one of parallel appends to one entry (an append that lost the race is done again)', async () => {
    const entry = await addedHelp(orgAdmin, helpBody());
    const questions = Array.from({ length: 3 }, (_, i) => `Parallel phrasing ${i} ${shortId()}?`);
    const answers = await Promise.all(questions.map((question) => addPhrasing(entry.HelpID, question)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const held = String((await stored(entry)).ShortDescription).split(';');
    expect(held).toEqual(expect.arrayContaining([...String(entry.ShortDescription).split(';'), ...questions]));
    expect(held).toHaveLength(2 + questions.length);
  });
});

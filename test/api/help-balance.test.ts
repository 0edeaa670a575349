import type { HelpBalance, QuestionAnswer } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { CHITCHAT_ANSWERS as ANSWERS, chitchatQuestionsOf } from '@switchboard/answering/fixtures/chitchat-slice';
import { addedHelp, helpBody } from './help-fixtures';
import { foundingOwner } from './organization-people';
import { addedTest, definition, relay } from './skill-test-fixtures';

/**
 * The curator's knob (issue 28 item 4): GetHelpAnsweringBalance / SetHelpAnsweringBalance, with the figures of the
 * organization's own skill-test runs. Two new organizations
 * hold the same slice of Microsoft's chit-chat set (../shared/data/chitchat, MIT): ten answers, 17 phrasings each.
 */
let owner: string;
let other: string;
const ask = async (cookie: string, Question: string) => {
  const answer = await call<QuestionAnswer>('QandASimulate', { cookie, body: { Question, QuestionType: '' } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const balanceOf = async (cookie: string) => {
  const got = await call<HelpBalance>('GetHelpAnsweringBalance', { cookie });
  expect(got.status).toBe(200);
  return got.body;
};
const setBalance = (cookie: string, body: unknown) => call<HelpBalance>('SetHelpAnsweringBalance', { cookie, body });

beforeAll(async () => {
  const platform = await signIn(USERS.platform);
  [owner, other] = [(await foundingOwner(platform)).cookie, (await foundingOwner(platform)).cookie];
  for (const cookie of [owner, other])
    for (const answer of ANSWERS) {
      const questions = chitchatQuestionsOf(answer);
      await addedHelp(
        cookie,
        helpBody({ ShortDescription: questions.slice(0, 17).join(';'), LongDescription: answer }),
      );
    }
}, 90_000);

describe('the answering balance', () => {
  it('reads the calibrated step 0 and the figures of the five steps from the knowledge base’s own questions', async () => {
    const balance = await balanceOf(owner);
    expect(balance.Step).toBe(0);
    expect(balance.Steps.map((s) => s.Step)).toEqual([-2, -1, 0, 1, 2]);
    for (const s of balance.Steps) {
      expect(s.Questions).toBeGreaterThan(0);
      expect(s.Right + s.Clarified + s.Refused + s.Wrong).toBe(s.Questions);
    }
    const answered = balance.Steps.map((s) => s.Right + s.Wrong);
    expect(answered).toEqual([...answered].sort((a, b) => b - a));
    expect((await ask(owner, 'Who created you?')).Threshold).toBe(balance.Steps[2]!.Threshold);
    expect(balance.Basis).toBe('Phrasings');
  }, 60_000);

  it('says when the figures were measured entry by entry: entries of one question each', async () => {
    const platform = await signIn(USERS.platform);
    const { cookie } = await foundingOwner(platform);
    expect(await balanceOf(cookie)).toMatchObject({ Steps: [] });
    expect((await balanceOf(cookie)).Basis).toBeUndefined();
    for (const answer of ANSWERS)
      await addedHelp(cookie, helpBody({ ShortDescription: chitchatQuestionsOf(answer)[0]!, LongDescription: answer }));
    await ask(cookie, 'Who created you?');
    const balance = await balanceOf(cookie);
    expect(balance.Basis).toBe('Entries');
    expect(balance.Steps.map((s) => s.Questions)).toEqual([10, 10, 10, 10, 10]);
    // Each question asked without its entry has no right answer left; "ask more" asks about the close ones.
    for (const s of balance.Steps) expect(s.Right).toBe(0);
    expect(balance.Steps[3]!.Clarified).toBeGreaterThan(balance.Steps[2]!.Clarified);
  }, 60_000);

  it('replays the steps of the latest skill-test runs at each step, and says there are none before a run', async () => {
    expect(await balanceOf(owner)).toMatchObject({ SkillTestRuns: 0, SkillTestSteps: [] });
    const first = chitchatQuestionsOf(ANSWERS[0]!)[0]!;
    const steps = [
      { say: first, expect: { equals: ANSWERS[0] } },
      { say: 'Who incorporated you?', expect: { contains: ['People created me.'] } },
    ];
    const test = await addedTest(owner, { TestDefinitionJson: JSON.stringify(definition(steps)) });
    const run = await relay<{ Status: string }[]>('RunSingleTest', owner, { query: { id: String(test.Id) } });
    expect(run.body[0]!.Status).toBe('Success');

    const balance = await balanceOf(owner);
    expect(balance.SkillTestRuns).toBe(1);
    expect(balance.SkillTestSteps.map((s) => s.Step)).toEqual([-2, -1, 0, 1, 2]);
    for (const s of balance.SkillTestSteps) {
      expect(s.Questions).toBe(2);
      expect(s.Right + s.Clarified + s.Refused + s.Wrong).toBe(2);
    }
    // The stored question answers at every step; "Who incorporated you?" is asked about at 0, answered at -2.
    const at = (step: number) => balance.SkillTestSteps.find((s) => s.Step === step)!;
    expect(at(0)).toMatchObject({ Right: 1, Clarified: 1, Refused: 0, Wrong: 0 });
    expect(at(-2)).toMatchObject({ Right: 2, Clarified: 0, Refused: 0, Wrong: 0 });
    expect(await balanceOf(other)).toMatchObject({ SkillTestRuns: 0, SkillTestSteps: [] });
  }, 60_000);

  it('set by an OrgAdmin, QandASimulate answers with it at once; another organization is unaffected', async () => {
    const before = await ask(owner, 'Who incorporated you?');
    const set = await setBalance(owner, { Step: 2 });
    expect(set.status).toBe(200);
    expect(set.body.Step).toBe(2);
    expect(await balanceOf(owner)).toMatchObject({ Step: 2 });
    const after = await ask(owner, 'Who incorporated you?');
    expect(after.Threshold).toBe(set.body.Steps[4]!.Threshold);
    expect(after.Threshold).toBeGreaterThan(before.Threshold!);
    const theirs = await balanceOf(other);
    expect(theirs.Step).toBe(0);
    expect((await ask(other, 'Who incorporated you?')).Threshold).toBe(theirs.Steps[2]!.Threshold);
  }, 60_000);

  it('answers more at -2: a question it asks about at 0 is answered', async () => {
    expect((await setBalance(owner, { Step: 0 })).status).toBe(200);
    expect((await ask(owner, 'Who incorporated you?')).Kind).toBe('clarify');
    expect((await setBalance(owner, { Step: -2 })).status).toBe(200);
    expect(await ask(owner, 'Who incorporated you?')).toMatchObject({ Kind: 'answer', Text: 'People created me.' });
  });

  it('refuses a step out of range or of another type (400 naming Step, nothing stored), and Staff may read, not set', async () => {
    for (const Step of [3, 0.5, 'more'])
      expect(await setBalance(owner, { Step })).toMatchObject({ status: 400, body: expect.stringContaining('Step') });
    expect((await balanceOf(owner)).Step).toBe(-2);
    const staff = await signIn(USERS.staff);
    expect((await setBalance(staff, { Step: 1 })).status).toBe(403);
    expect((await balanceOf(staff)).Step).toBe(0);
  });
});

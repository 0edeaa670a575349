import type { HelpBalance } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { sendFile } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { addedTest, relay } from './skill-test-fixtures';
import { thirdPartyFile } from '../third-party';

/**
 * The knob's skill-test figures replay each test as the conversation its run had (h-convo item 3): a follow-up step
 * in the context of the answer before it, a step after "startOver" and every step of an eachStepAlone test alone. On
 * QnA Maker's MultiturnReplaceKbWithFlattenedTree.json (test/fixtures/third-party/botframework-cli): "p1" and "p2"
 * lead to context-only entries that answer only as follow-ups of "ques1".
 */
const multiturn = thirdPartyFile('botframework-cli', 'MultiturnReplaceKbWithFlattenedTree.json');

let cookie: string;
beforeAll(async () => {
  cookie = (await foundingOwner(await signIn(USERS.platform))).cookie;
  const imported = await sendFile(cookie, 'ImportHelp', 'json', multiturn);
  expect({ refusals: imported.refusals, Invalid: imported.Invalid }).toEqual({ refusals: [], Invalid: 0 });
}, 120_000);

async function ranAndPassed(Name: string, definition: Record<string, unknown>) {
  const test = await addedTest(cookie, { Name, TestDefinitionJson: JSON.stringify(definition) });
  const run = await relay<{ Status: string; PassRate?: number }[]>('RunSingleTest', cookie, {
    query: { id: String(test.Id) },
  });
  expect(run.body[0]).toMatchObject({ Status: 'Success', PassRate: 100 });
}

describe('the answering balance replays skill tests as conversations', { timeout: 120_000 }, () => {
  it('counts a follow-up step right as the run had it, a startOver or eachStepAlone step asked alone', async () => {
    await ranAndPassed('Follow-ups', {
      steps: [
        { say: 'ques1', expect: { equals: 'ans1', followUps: ['p1', 'p2', 'p3'] } },
        { say: 'p1', expect: { equals: 'ap1' } },
        { say: 'ques1', expect: { equals: 'ans1' } },
        // After "start over", p2 is not ques1's follow-up: its context-only entry does not answer.
        { say: 'p2', startOver: true, expect: { notContains: ['ap2'] } },
      ],
    });
    await ranAndPassed('Each step alone', {
      eachStepAlone: true,
      steps: [
        { say: 'ques1', expect: { equals: 'ans1' } },
        { say: 'p1', expect: { notContains: ['ap1'] } },
      ],
    });
    const balance = await call<HelpBalance>('GetHelpAnsweringBalance', { cookie });
    expect(balance.status).toBe(200);
    expect(balance.body.SkillTestRuns).toBe(2);
    // Every step passed in its run and passes again at every step of the knob (asked alone, "p1" was refused).
    expect(balance.body.SkillTestSteps.map(({ Step, Right, Questions }) => ({ Step, Right, Questions }))).toEqual(
      [-2, -1, 0, 1, 2].map((Step) => ({ Step, Right: 6, Questions: 6 })),
    );
  });
});

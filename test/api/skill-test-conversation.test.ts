import type { BulkExportEntry, StepResult } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, signIn, USERS } from './client';
import { exported, sendFile } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { addedTest, relay } from './skill-test-fixtures';
import { thirdPartyFile } from '../third-party';

/**
 * Issue 30 item 3: a skill test's steps run as one conversation (each asked in the context the answer before it set)
 * unless the test says eachStepAlone; each step's result and the CSV and JUnit downloads carry its context. The
 * knowledge base is QnABot's PrairieLineTrailTour.json (test/fixtures/third-party), where "who made this" is asked
 * at every stop and answered by the stop the conversation is at.
 */
const tour = thirdPartyFile('qnabot-on-aws', 'PrairieLineTrailTour.json');
const steps = [
  { say: 'Nexus', expect: { entry: 'Nexus', topic: 'Nexus', followUps: ['Welcome Figure'] } },
  { say: 'who made this', expect: { topic: 'Nexus', contains: ['Ryan Feddersen'] } },
  { say: 'Maru', expect: { topic: 'Maru' } },
  { say: 'who made this', expect: { contains: ['Gerard Tsutakawa'] } },
  { say: 'Nexus', startOver: true, expect: { topic: 'Nexus' } },
];

let cookie: string;
let nexusId: string;
beforeAll(async () => {
  cookie = (await foundingOwner(await signIn(USERS.platform))).cookie;
  const imported = await sendFile(cookie, 'ImportHelp', 'json', tour);
  expect({ New: imported.New, Invalid: imported.Invalid }).toEqual({ New: 66, Invalid: 0 });
  nexusId = ((await exported(cookie)) as BulkExportEntry[]).find((entry) => entry.ExternalID === 'Nexus')!.HelpID;
}, 120_000);

type RunItem = { Status: string; Message: string; RunID?: string; PassRate?: number };
async function run(definition: Record<string, unknown>) {
  const test = await addedTest(cookie, { Name: 'Prairie tour', TestDefinitionJson: JSON.stringify(definition) });
  const answer = await relay<RunItem[]>('RunSingleTest', cookie, { query: { id: String(test.Id) } });
  const runId = answer.body[0]!.RunID!;
  const stored = await call<{ Steps: StepResult[] }>('GetTestRun', { cookie, query: { RunID: runId } });
  return { item: answer.body[0]!, runId, steps: stored.body.Steps };
}

async function download(runId: string, format: 'csv' | 'junit') {
  const url = new URL(`/SkillTests/DownloadTestRun?RunID=${runId}&Format=${format}`, baseUrl());
  const response = await fetch(url, { headers: { 'x-requested-with': 'XMLHttpRequest', cookie } });
  return response.text();
}

describe('a skill test of a conversation', { timeout: 120_000 }, () => {
  it("asks each step in the context the step before left, and stores each step's context", async () => {
    const { item, runId, steps: results } = await run({ steps });
    expect(item).toMatchObject({ Status: 'Success', PassRate: 100 });
    expect(results.map((step) => step.Failures)).toEqual([[], [], [], [], []]);
    expect(results.map((step) => step.Context ?? null)).toEqual([
      null,
      { Topic: 'Nexus', HelpID: nexusId, Entry: 'Nexus' },
      { Topic: 'Nexus', HelpID: expect.any(String), Entry: 'who made this' },
      { Topic: 'Maru', HelpID: expect.any(String), Entry: 'Maru' },
      null,
    ]);
    expect(results[0]).toMatchObject({ Topic: 'Nexus', FollowUps: ['Welcome Figure'] });

    const csv = (await download(runId, 'csv')).split('\r\n');
    expect(csv[0]).toMatch(/"ContextTopic","ContextEntry","Topic","FollowUps"$/);
    expect(csv[2]).toMatch(/"Nexus","Nexus","Nexus",""$/);
    const junit = await download(runId, 'junit');
    expect(junit).toContain('name="2. who made this"');
    expect(junit).toContain('<property name="context.topic" value="Maru"/>');
  });

  it('asks each step alone when the test says eachStepAlone: the steps that need the conversation fail', async () => {
    const { item, steps: results } = await run({ eachStepAlone: true, steps });
    expect(item.Status).toBe('Success');
    expect(results.map((step) => step.Context ?? null)).toEqual([null, null, null, null, null]);
    // Asked alone, "who made this" is the same question twice with two different artists expected: ten entries hold
    // it word for word and the engine picks one of them (it does not ask yet: issue 28), so at most one can pass.
    expect(results.map((step) => step.Passed)).toEqual([true, expect.any(Boolean), true, expect.any(Boolean), true]);
    expect(results[1]!.Passed && results[3]!.Passed).toBe(false);
    expect(item.PassRate).toBeLessThan(100);
  });
});

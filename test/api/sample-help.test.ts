import type { Help, QuestionAnswer, SkillTest } from '@switchboard/shared';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONVERSATION_TEST_NAME } from '../../functions/src/local/sample-conversation';
import { SAMPLE_HELP_FILE, SAMPLE_PHRASINGS, SAMPLE_TEST_NAME } from '../../functions/src/local/sample-help';
import { call, USERS } from './client';
import { relay } from './skill-test-fixtures';
import { TEST_PASSWORD } from './global-setup';

/**
 * `npm start` keeps its data and seeds the demo organization's sample help Q&A (functions/src/local/sample-help.ts);
 * the runtime the other API tests use is in memory and has none. Here a runtime of its own, on a data directory of its
 * own, started twice as a newcomer would.
 */
const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-sample-help-'));
let runtime: ChildProcess | undefined;

async function start(): Promise<{ base: string; output: string }> {
  const args = ['scripts/start.mjs', '--data-dir', dataDir, '--port', '0', '--no-build', '--quiet'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, SWITCHBOARD_SEED_PASSWORD: TEST_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  runtime = child;
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`runtime did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const base = /running on (http:\/\/localhost:\d+)/.exec(output)?.[1];
      // The start lines come in one write; wait for the last of them.
      if (base && output.includes('password:')) {
        clearTimeout(timer);
        resolve({ base, output });
      }
    });
    child.on('exit', (code) => reject(new Error(`runtime exited with ${code}:\n${output}`)));
  });
}

async function stop() {
  const child = runtime;
  runtime = undefined;
  if (!child || child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function signInAt(base: string, email: string) {
  const answer = await call('Login', { base, body: { Email: email, Password: TEST_PASSWORD } });
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie()[0]!.split(';')[0]!;
}

const helpOf = async (base: string, cookie: string) =>
  (await call<{ Helps: Help[] }>('GetHelp', { base, cookie })).body.Helps;

/** The file's phrasings of one answer, in its order (QnA Maker TSV: Question, Answer, Source, Metadata). */
function phrasingsOf(answer: string): string[] {
  return readFileSync(SAMPLE_HELP_FILE, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((cells) => cells[1] === answer)
    .map((cells) => cells[0]!);
}

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the sample help Q&A of npm start', () => {
  let base: string;
  let orgAdmin: string;

  beforeAll(async () => {
    const started = await start();
    base = started.base;
    expect(started.output).toMatch(
      /sample help Q&A: 90 chit-chat entries \(1080 questions\) added to Demo Organization;[^]*skill test "Small talk, asked other ways" \(22 steps\)/,
    );
    expect(started.output).toContain(
      'sample conversation: 3 QnABot entries (a topic and two follow-ups), skill test "SageMaker conversation (sample)" (3 steps)',
    );
    orgAdmin = await signInAt(base, USERS.orgAdmin);
  }, 90_000);

  it('gives the demo organization the chit-chat answers, each with the file’s first phrasings', async () => {
    const all = await helpOf(base, orgAdmin);
    const entries = all.filter((entry) => !entry.ExternalID?.startsWith('RecentTopics.'));
    expect([entries.length, all.length]).toEqual([90, 93]);
    const age = entries.find((entry) => entry.LongDescription === "Age doesn't really apply to me.");
    expect(age, 'the entry of "Age doesn\'t really apply to me."').toBeDefined();
    const expected = phrasingsOf(age!.LongDescription);
    expect(expected.length).toBeGreaterThan(SAMPLE_PHRASINGS);
    expect(age!.ShortDescription.split(';')).toEqual(expected.slice(0, SAMPLE_PHRASINGS));
    expect(age!.LastUpdatedBy).toBe('seed');
  });

  it('answers small talk it was not given word for word, and refuses what is not small talk', async () => {
    const ask = async (Question: string) =>
      (await call<QuestionAnswer>('QandASimulate', { base, cookie: orgAdmin, body: { Question, QuestionType: '' } }))
        .body;
    // The index builds on the job thread after the import; a question meanwhile may wait for it or build its own.
    await expect
      .poll(async () => (await ask('how old are you exactly')).Text, { timeout: 60_000 })
      .toBe("Age doesn't really apply to me.");
    expect((await ask('who created you')).Text).toBe('People created me.');
    const weather = await ask('what is the weather tomorrow');
    expect(weather.HelpID).toBeNull();
  }, 90_000);

  it('comes with a skill test of phrasings it was not given, which runs and stores its result', async () => {
    const tests = (await relay<SkillTest[]>('GetTests', orgAdmin, { base })).body;
    expect(tests.map((test) => test.Name).sort()).toEqual([SAMPLE_CONVERSATION_TEST_NAME, SAMPLE_TEST_NAME]);
    const run = await relay<{ Status: string; RunID?: string; PassRate?: number }[]>('RunSingleTest', orgAdmin, {
      base,
      query: { id: tests.find((test) => test.Name === SAMPLE_TEST_NAME)!.Id },
    });
    expect(run.status).toBe(200);
    expect(run.body[0]!.RunID).toBeTruthy();
    const stored = await call<{ Run: { PassRate: number }; Steps: { Say: string; Passed: boolean }[] }>('GetTestRun', {
      base,
      cookie: orgAdmin,
      query: { RunID: run.body[0]!.RunID! },
    });
    expect(stored.body.Steps).toHaveLength(22);
    // None of the asked phrasings is one of the imported ones: each step asks what the engine has not seen.
    const imported = new Set((await helpOf(base, orgAdmin)).flatMap((entry) => entry.ShortDescription.split(';')));
    expect(stored.body.Steps.filter((step) => imported.has(step.Say))).toEqual([]);
    expect(stored.body.Run.PassRate).toBe(run.body[0]!.PassRate);
  }, 90_000);

  it('comes with a multi-turn sample (QnABot RecentTopicsDemo) whose skill test walks it and passes', async () => {
    const sageMaker = (await helpOf(base, orgAdmin)).find((entry) => entry.ExternalID === 'RecentTopics.SageMaker');
    expect(sageMaker).toMatchObject({ ShortDescription: 'What is SageMaker', Topic: 'SageMaker' });
    expect(sageMaker!.Card!.Buttons.map((button) => button.Value)).toEqual([
      'What is Amazon SageMaker Augmented AI',
      'What is Amazon SageMaker GroundTruth',
    ]);
    const tests = (await relay<SkillTest[]>('GetTests', orgAdmin, { base })).body;
    const id = tests.find((test) => test.Name === SAMPLE_CONVERSATION_TEST_NAME)!.Id;
    // The index may still be building after the start (the run then says so and stores nothing): ask again.
    await expect
      .poll(
        async () =>
          (await relay<{ Status: string; PassRate?: number }[]>('RunSingleTest', orgAdmin, { base, query: { id } }))
            .body[0],
        {
          timeout: 60_000,
        },
      )
      .toMatchObject({ Status: 'Success', PassRate: 100 });
  }, 90_000);

  it('leaves the other organization without help entries', async () => {
    expect(await helpOf(base, await signInAt(base, USERS.otherAdmin))).toEqual([]);
  });

  it('is not added again on the next start, nor after an administrator deleted an entry', async () => {
    const before = await helpOf(base, orgAdmin);
    const gone = before[0]!;
    expect((await call('DeleteHelp', { base, cookie: orgAdmin, body: { HelpID: gone.HelpID } })).status).toBe(200);
    await stop();
    const again = await start();
    expect(again.output).not.toContain('sample help Q&A');
    expect(again.output).not.toContain('sample conversation');
    const admin = await signInAt(again.base, USERS.orgAdmin);
    expect((await relay<SkillTest[]>('GetTests', admin, { base: again.base })).body).toHaveLength(2);
    const after = await helpOf(again.base, admin);
    expect(after.map((entry) => entry.HelpID).sort()).toEqual(
      before
        .map((entry) => entry.HelpID)
        .filter((id) => id !== gone.HelpID)
        .sort(),
    );
  }, 90_000);
});

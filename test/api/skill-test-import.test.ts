import { readTestFile, toBotiumConvo, type TestFileConversion } from '@switchboard/shared';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { addedHelp, helpBody } from './help-fixtures';
import { sendFile } from './help-bulk-client';
import { foundingOwner } from './organization-people';
import { addedTest, relay, type Body } from './skill-test-fixtures';
import { thirdPartyPath } from '../third-party';

/**
 * Issue 30 item 4: real conversation test files (../shared/data/convo-tests, test/fixtures/third-party) converted by
 * ConvertTestFile against an organization whose help Q&A holds the Rasa FAQ they test (rasa/nlu.yml) and two QnA
 * Maker answers by QnaId; each test saved, run, and exported as a Botium convo that converts back into the same
 * steps. The figures of each file are printed for the session note.
 */
const file = (path: string) =>
  readFileSync(
    path.startsWith('data/') ? join(import.meta.dirname, '..', '..', '..', 'shared', path) : thirdPartyPath(path),
    'utf8',
  );

let cookie: string;
beforeAll(async () => {
  cookie = (await foundingOwner(await signIn(USERS.platform))).cookie;
  const faq = await sendFile(cookie, 'ImportHelp', 'yaml', file('rasa/nlu.yml'));
  expect(faq.New).toBe(2);
  const apis = 'Here is some info about what APIs are and how to use them.';
  await addedHelp(
    cookie,
    helpBody({ ShortDescription: 'What are the APIs?', LongDescription: apis, ExternalID: '2187' }),
  );
  await addedHelp(
    cookie,
    helpBody({
      ShortDescription: 'Is the service not responding?',
      LongDescription: 'Check the App Service.',
      ExternalID: '2141',
    }),
  );
}, 120_000);

const convert = (FileName: string, Content: string) =>
  call<TestFileConversion>('ConvertTestFile', { cookie, body: { FileName, Content } });

// file → steps of each test, warnings of each test, pass rate of each test's run. The Botium files test other bots
// (a restaurant finder, a shopping cart), so their steps mostly fail here: that is the figure a newcomer would see
// ("hi" passes "HELLO" only because this FAQ answers it with "hello, my name is retrieval bot.").
const cases: [string, number[], number[], number[]][] = [
  ['data/convo-tests/botium-core/restaurant.convo.txt', [6], [0], [17]],
  ['data/convo-tests/botium-core/convos_and_utterances.yml', [1, 1], [0, 4], [0, 0]],
  ['data/convo-tests/botium-core/associate_utterances_by_index.json', [5], [0], [60]],
  ['data/convo-tests/botium-azure-cqa/intents.convo.txt', [1], [1], [0]],
  ['data/convo-tests/botium-azure-cqa/prompt.convo.txt', [2], [1], [0]],
  ['data/convo-tests/botium-azure-cqa/incomprehension.convo.txt', [1], [0], [100]],
  ['botium/shopping_cart.convo.txt', [3], [5], [0]],
  ['botium/restaurant-asserter-hooks.convo.txt', [6], [3], [0]],
  ['rasa/responseselectorbot_test_stories.yml', [1, 2], [0, 2], [100, 50]],
  ['rasa/formbot_test_stories.yml', [3, 4, 4], [4, 5, 5], [33, 25, 25]],
  ['qnamaker-batchtesting/sampledata-expected-ids.tsv', [3], [2], [67]],
];

describe('importing conversation tests (ConvertTestFile, then addSkillTest)', { timeout: 120_000 }, () => {
  it.each(cases)(
    '%s: tests of %j steps with %j warnings, run at %j %%, exported back the same',
    async (path, steps, warnings, passRates) => {
      const name = path.split('/').pop()!;
      const answer = await convert(name, file(path));
      expect(answer.status).toBe(200);
      const { Tests } = answer.body;
      expect(Tests.map((test) => test.Definition.steps.length)).toEqual(steps);
      expect(Tests.map((test) => test.Warnings.length)).toEqual(warnings);
      const rates: number[] = [];
      for (const test of Tests) {
        const saved = await addedTest(cookie, { Name: test.Name, TestDefinitionJson: JSON.stringify(test.Definition) });
        const run = await relay<{ Status: string; PassRate?: number }[]>('RunSingleTest', cookie, {
          query: { id: String(saved.Id) },
        });
        expect(run.body[0]!.Status).toBe('Success');
        rates.push(Math.round(run.body[0]!.PassRate!));
        const stored = await relay<{ JsonData: string }>('GetTestJSONFromS3', cookie, {
          query: { id: String(saved.Id) },
        });
        const again = await convert(`${test.Name}.convo.txt`, toBotiumConvo(JSON.parse(stored.body.JsonData)));
        expect(again.body.Tests[0]!.Definition.steps).toEqual(test.Definition.steps);
      }
      console.info(
        `[import] ${path}: ${answer.body.FormatName}; steps ${steps.join('+')}; warnings ${warnings.join('+')}; pass ${rates.join('/')} %`,
      );
      expect(rates).toEqual(passRates);
    },
  );

  it('expects the help entry a Rasa intent or a QnA Maker QnaId names, and warns of the names it did not find', async () => {
    const stories = (await convert('test_stories.yml', file('rasa/responseselectorbot_test_stories.yml'))).body;
    expect(stories.Format).toBe('rasa-stories');
    expect(stories.Tests[0]!.Definition.steps).toEqual([
      { say: 'what is your name?', expect: { entry: 'What is your name?' } },
    ]);
    expect(stories.Tests[1]!.Warnings[0]).toBe(
      'happy path 1: step 1 ("hello there!"): greet matches no help entry (external id, question or topic); the step expects an answer.',
    );
    const batch = (await convert('batch.tsv', file('qnamaker-batchtesting/sampledata-expected-ids.tsv'))).body;
    expect(batch.Tests[0]!.Definition.steps.map((step) => step.expect)).toEqual([
      { entry: 'What are the APIs?' },
      { entry: 'Is the service not responding?' },
      { noMatch: false },
    ]);
  });

  it('refuses a file that is no test file, naming what it expected, and stores nothing', async () => {
    const before = (await relay<Body[]>('GetTests', cookie)).body.length;
    const nlu = await convert('nlu.yml', file('rasa/nlu.yml'));
    expect(nlu.status).toBe(400);
    expect(String(nlu.body)).toMatch(
      /^FileName: nlu\.yml is not a test file this import reads \(it is Rasa training data/,
    );
    const notes = await convert('notes.md', '# Notes');
    expect(String(notes.body)).toContain(
      'Expected a Botium convo (.convo.txt, or .json / .yml with "convos"), Rasa test stories',
    );
    expect((await relay<Body[]>('GetTests', cookie)).body.length).toBe(before);
    // The same refusal as the console's own reading of the file.
    expect(readTestFile('notes.md', '# Notes').ok).toBe(false);
  });
});

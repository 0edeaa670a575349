import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDefinition } from '../definition';
import { toBotiumConvo } from './botium-export';
import { readTestFile } from './read-test-file';
import { entryFinder, resolveLookups } from './resolve-lookups';

/** Real test files: ../shared/data/convo-tests and test/fixtures/third-party (botium, rasa, qnamaker-batchtesting). */
const root = join(import.meta.dirname, '..', '..', '..', '..');
const file = (path: string) =>
  readFileSync(
    path.startsWith('data/') ? join(root, '..', 'shared', path) : join(root, 'test/fixtures/third-party', path),
    'utf8',
  );
const read = (path: string) => {
  const outcome = readTestFile(path.split('/').pop()!, file(path));
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.result;
};

// file → format, steps of each test, warnings of each test
const cases: [string, string, number[], number[]][] = [
  ['data/convo-tests/botium-core/restaurant.convo.txt', 'botium-text', [6], [0]],
  ['data/convo-tests/botium-core/convos_and_utterances.json', 'botium-json', [1, 1], [0, 4]],
  ['data/convo-tests/botium-core/convos_and_utterances.yml', 'botium-yaml', [1, 1], [0, 4]],
  ['data/convo-tests/botium-core/associate_utterances_by_index.json', 'botium-json', [5], [0]],
  ['data/convo-tests/botium-azure-cqa/intents.convo.txt', 'botium-text', [1], [0]],
  ['data/convo-tests/botium-azure-cqa/prompt.convo.txt', 'botium-text', [2], [0]],
  ['data/convo-tests/botium-azure-cqa/incomprehension.convo.txt', 'botium-text', [1], [0]],
  ['data/convo-tests/alexa-ask-cli/dialog-replay-file.json', 'alexa-replay', [2], [1]],
  ['botium/shopping_cart.convo.txt', 'botium-text', [3], [2]],
  ['botium/give_me_a_picture.convo.txt', 'botium-text', [2], [1]],
  ['botium/restaurant-asserter-hooks.convo.txt', 'botium-text', [6], [3]],
  ['rasa/responseselectorbot_test_stories.yml', 'rasa-stories', [1, 2], [0, 0]],
  ['rasa/formbot_test_stories.yml', 'rasa-stories', [3, 4, 4], [1, 1, 1]],
  ['qnamaker-batchtesting/sampledata.tsv', 'qnamaker-batch', [3], [1]],
  ['qnamaker-batchtesting/sampledata-expected-ids.tsv', 'qnamaker-batch', [3], [2]],
];

describe('reading conversation test files', () => {
  it.each(cases)(
    '%s: a %s file, tests of %j steps, %j warnings, exported as a convo that reads back the same',
    (path, format, steps, warnings) => {
      const result = read(path);
      expect(result.format).toBe(format);
      expect(result.tests.map((test) => test.definition.steps.length)).toEqual(steps);
      expect(result.tests.map((test) => test.warnings.length)).toEqual(warnings);
      // As converted, and as saved in an organization whose help Q&A names none of the intents.
      const unmatched = result.tests.map((test) => resolveLookups(test, entryFinder([])));
      for (const { definition } of [...result.tests, ...unmatched]) {
        expect(testDefinition.safeParse(definition).success).toBe(true);
        const again = readTestFile('exported.convo.txt', toBotiumConvo(definition));
        expect(again.ok && again.result.tests[0]!.definition.steps).toEqual(definition.steps);
      }
    },
  );

  it('turns a conversation into steps, merging the bot messages after one user message', () => {
    const [test] = read('data/convo-tests/botium-core/restaurant.convo.txt').tests;
    expect(test!.definition.name).toBe('restaurant');
    expect(test!.definition.steps[0]!.expect).toEqual({ contains: ['HELLO'] });
    expect(test!.definition.steps[4]!.expect.contains).toEqual([
      'Sure! Restaurant 1 on the list gets great reviews.',
      'What day/time did you want to go to the restaurant?',
    ]);
  });

  it('maps INTENT, INTENT None, INTENT_CONFIDENCE and says what it left out', () => {
    expect(
      read('data/convo-tests/botium-azure-cqa/incomprehension.convo.txt').tests[0]!.definition.steps[0]!.expect,
    ).toEqual({ noMatch: true });
    const cart = read('botium/shopping_cart.convo.txt').tests[0]!;
    expect(cart.definition.steps[1]!.expect).toEqual({
      entry: 'showcart',
      minScore: 0.5,
      contains: ['In your cart: bananas'],
    });
    expect(cart.warnings).toEqual([
      'shopping cart: message 2: ENTITIES is not checked here and was left out.',
      'shopping cart: message 2: ENTITY_VALUES is not checked here and was left out.',
    ]);
    // BUTTONS beside the answer are the follow-up prompts it offers (QnA Maker multi-turn); the prompt is asked next.
    expect(read('data/convo-tests/botium-azure-cqa/prompt.convo.txt').tests[0]!.definition.steps).toEqual([
      {
        say: 'Prompt?',
        expect: { entry: 'Could you show me a prompt?', followUps: ['You see?', 'Still see it? It is existing pair'] },
      },
      { say: 'You see?', expect: { contains: ['Prompt Pair'] } },
    ]);
  });

  it('reads a Rasa test story as stories, not as a Botium YAML: user texts in order, with their intent and response', () => {
    const result = read('rasa/formbot_test_stories.yml');
    expect(result.tests.map((test) => test.definition.name)).toEqual([
      'Happy path',
      'Happy path with message providing requested value',
      'unhappy path',
    ]);
    expect(result.tests[1]!.definition.steps.map((step) => step.say)).toEqual([
      'hi',
      'im looking for a restaurant',
      'afghan food',
      'thanks',
    ]);
    expect(result.tests[1]!.lookups[3]).toEqual(['thankyou', 'noworries']);
    expect(result.tests[0]!.warnings).toEqual([
      'Happy path: not checked here and left out: action restaurant_form, forms (active_loop), action action_restaurant.',
    ]);
  });

  it('expects the help entry an intent, response or answer id names (external id, question or topic), else warns', () => {
    const find = entryFinder([
      { HelpID: 'h1', Questions: ['What is your name?', 'May I know your name?'], ExternalID: 'chitchat/ask_name' },
      { HelpID: 'h2', Questions: ['What are the APIs?'], ExternalID: '2187' },
      { HelpID: 'h3', Questions: ['Where is the trail?'], Topic: 'trail' },
    ]);
    const [selector, happy] = read('rasa/responseselectorbot_test_stories.yml').tests.map((test) =>
      resolveLookups(test, find),
    );
    expect(selector!.definition.steps).toEqual([
      { say: 'what is your name?', expect: { entry: 'What is your name?' } },
    ]);
    expect(happy!.definition.steps[0]!.expect).toEqual({ noMatch: false });
    expect(happy!.warnings).toEqual([
      'happy path 1: step 1 ("hello there!"): greet matches no help entry (external id, question or topic); the step expects an answer.',
      'happy path 1: step 2 ("amazing"): mood_great / happy matches no help entry (external id, question or topic); the step expects an answer.',
    ]);
    const batch = resolveLookups(read('qnamaker-batchtesting/sampledata-expected-ids.tsv').tests[0]!, find);
    expect(batch.definition.steps.map((step) => step.expect)).toEqual([
      { entry: 'What are the APIs?' },
      { noMatch: false },
      { noMatch: false },
    ]);
    expect(find('trail')).toEqual({ entry: expect.objectContaining({ HelpID: 'h3' }) });
    const topics = entryFinder([
      { HelpID: 'a', Questions: ['What is SageMaker'], Topic: 'SageMaker' },
      { HelpID: 'b', Questions: ['What is SageMaker Neo'], Topic: 'SageMaker' },
    ]);
    expect(topics('sagemaker')).toEqual({ topic: 'SageMaker' });
  });

  it('exports topics and follow-ups as Botium asserters that read back the same', () => {
    const steps = [
      {
        say: 'What is SageMaker',
        expect: { entry: 'What is SageMaker', topic: 'SageMaker', followUps: ['Neo', 'Ground Truth'] },
      },
      { say: 'Neo', expect: { topic: 'SageMaker', contains: ['optimizes'] } },
      { say: 'Which one?', expect: { clarify: ['What is SageMaker', 'What is SageMaker Neo'] } },
    ];
    const convo = toBotiumConvo({ version: 1, name: 'SageMaker', steps });
    expect(convo).toContain('#bot\nINTENT What is SageMaker\nJSON_PATH $.Topic|SageMaker\nBUTTONS Neo|Ground Truth\n');
    const again = readTestFile('sagemaker.convo.txt', convo);
    expect(again.ok && again.result.tests[0]!.definition.steps).toEqual(steps);
  });

  it('refuses a file that is none of these, naming what it expected', () => {
    const nlu = readTestFile('nlu.yml', file('rasa/nlu.yml'));
    expect(nlu).toMatchObject({ ok: false });
    expect(!nlu.ok && nlu.problem).toMatch(
      /^nlu\.yml is not a test file this import reads \(it is Rasa training data.*Expected a Botium convo/,
    );
    const notes = readTestFile('notes.md', '# notes');
    expect(!notes.ok && notes.problem).toMatch(
      /^notes\.md is not a test file this import reads\. Expected a Botium convo \(\.convo\.txt.*Rasa test stories.*QnA Maker batch test/,
    );
  });
});

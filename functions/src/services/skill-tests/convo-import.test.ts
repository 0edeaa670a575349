import yaml from 'js-yaml';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importConversationTests, testDefinition } from '@switchboard/shared';

// The real Botium and Alexa files of ../shared/data/convo-tests (see its SOURCES.md).
const root = fileURLToPath(new URL('../../../../../shared/data/convo-tests/', import.meta.url));
const read = (path: string) => readFileSync(root + path, 'utf8');
const importFile = (path: string) => {
  const text = read(path);
  const content = path.endsWith('.txt') ? text : path.endsWith('.json') ? JSON.parse(text) : yaml.load(text);
  return importConversationTests(path, content as string | Record<string, unknown>);
};

describe('importing Botium convo files', () => {
  it.each([
    'botium-core/restaurant.convo.txt',
    'botium-core/convos_and_utterances.json',
    'botium-core/convos_and_utterances.yml',
    'botium-core/associate_utterances_by_index.json',
    'botium-azure-cqa/intents.convo.txt',
    'botium-azure-cqa/prompt.convo.txt',
    'botium-azure-cqa/incomprehension.convo.txt',
    'alexa-ask-cli/dialog-replay-file.json',
  ])('%s gives definitions the schema accepts', (path) => {
    const { definitions } = importFile(path);
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) expect(testDefinition.safeParse(definition).success).toBe(true);
  });

  it('turns a conversation into steps, merging the bot messages after one user message', () => {
    const { definitions, warnings } = importFile('botium-core/restaurant.convo.txt');
    expect(definitions[0]!.name).toBe('restaurant');
    expect(definitions[0]!.steps.map((step) => step.say)).toEqual([
      'hi',
      'where is the next restauran',
      'find my a restaurant',
      'pizza',
      '1',
      '10th of january',
    ]);
    expect(definitions[0]!.steps[0]!.expect).toEqual({ contains: ['HELLO'] });
    expect(definitions[0]!.steps[4]!.expect.contains).toEqual([
      'Sure! Restaurant 1 on the list gets great reviews.',
      'What day/time did you want to go to the restaurant?',
    ]);
    expect(warnings).toEqual([]);
  });

  it('maps a knowledge-base intent to the entry and the None intent to no match', () => {
    expect(importFile('botium-azure-cqa/intents.convo.txt').definitions[0]!.steps[0]).toEqual({
      say: 'Tell a joke',
      expect: {
        entry: 'I would love to hear a joke',
        contains: ["Why do seagulls fly over the sea? Because if they flew over the bay, they'd be bagels"],
      },
    });
    expect(importFile('botium-azure-cqa/incomprehension.convo.txt').definitions[0]!.steps[0]!.expect).toEqual({
      noMatch: true,
    });
  });

  it('asks every utterance of a named list, negations become notContains, and says what it left out', () => {
    const byIndex = importFile('botium-core/associate_utterances_by_index.json').definitions[0]!;
    expect(byIndex.steps.map((step) => step.say)).toEqual(['hi', 'hello!', 'hey!', 'bye!', 'goodbye!']);
    const { definitions, warnings } = importFile('botium-core/convos_and_utterances.json');
    expect(definitions[0]!.steps).toEqual([{ say: 'goodbye', expect: { notContains: ['hello'] } }]);
    expect(warnings).toContain('convo 1 name: message 5: the optional message "?!thanks" was left out.');
    expect(importFile('botium-azure-cqa/prompt.convo.txt').warnings).toEqual([
      'prompt: message 2: BUTTONS has no equivalent here and was left out.',
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDefinition, type TestDefinition } from '../definition';
import { toBotiumConvo } from './botium-export';
import { readTestFile } from './read-test-file';

/** Real Botium convos from ../shared/data/convo-tests (botium-core's samples, MIT). */
const data = (path: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', '..', '..', '..', 'shared', 'data', 'convo-tests', path), 'utf8');
const definitionOf = (fileName: string, text: string) => {
  const outcome = readTestFile(fileName, text);
  if (!outcome.ok) throw new Error(outcome.problem);
  return outcome.result.tests[0]!.definition;
};

/**
 * What botium-core's CompilerTxt makes of a convo text's header (src/scripting/CompilerTxt.js, _compileConvo): the
 * lines before the first line starting with a sender tag (#begin, #include, #me, #bot, #end) are the name and the
 * description, which no asserter or logic hook reads.
 */
function botiumHeader(text: string) {
  const lines = text.split(/\r\n|\r|\n/);
  const first = lines.findIndex((line) => /^#(begin|include|me|bot|end)\b/.test(line));
  return { name: lines[0], description: lines.slice(1, first).join('\n'), sections: lines.slice(first) };
}

describe("a convo's Switchboard lines: startOver and eachStepAlone through Botium", () => {
  const restaurant = definitionOf('restaurant.convo.txt', data('botium-core/restaurant.convo.txt'));
  const withFlags = (eachStepAlone: boolean): TestDefinition => ({
    ...restaurant,
    description: 'A table for one',
    ...(eachStepAlone ? { eachStepAlone } : {}),
    steps: restaurant.steps.map((step, index) => (index === 2 || index === 4 ? { ...step, startOver: true } : step)),
  });

  it('exports them as description lines Botium ignores, and imports them back into the same steps and flags', () => {
    expect(restaurant.steps).toHaveLength(6);
    const test = withFlags(true);
    expect(testDefinition.safeParse(test).success).toBe(true);
    const convo = toBotiumConvo(test);
    const header = botiumHeader(convo);
    expect(header.name).toBe('restaurant');
    expect(header.description.trim().split('\n')).toEqual([
      'A table for one',
      'Switchboard: eachStepAlone (each step is asked alone, not as one conversation)',
      'Switchboard: startOver before #me 3, 5',
    ]);
    // The conversation Botium runs is the same as the export without them.
    expect(header.sections).toEqual(botiumHeader(toBotiumConvo(restaurant)).sections);

    const again = definitionOf('exported.convo.txt', convo);
    expect(again).toEqual(test);
    expect(again.steps.map((step) => step.startOver === true)).toEqual([false, false, true, false, true, false]);
  });

  it('writes nothing for a test of one conversation, and reads no flags from a convo without the lines', () => {
    expect(toBotiumConvo(restaurant)).not.toContain('Switchboard');
    const again = definitionOf('exported.convo.txt', toBotiumConvo(withFlags(false)));
    expect(again.eachStepAlone).toBeUndefined();
    expect(again.steps.filter((step) => step.startOver)).toHaveLength(2);
    expect(definitionOf('restaurant.convo.txt', data('botium-core/restaurant.convo.txt'))).toEqual(restaurant);
  });

  it("reads them from a Botium JSON convo's description too", () => {
    const document = JSON.parse(data('botium-core/convos_and_utterances.json')) as {
      convos: { description: string }[];
    };
    document.convos[1]!.description += '\nSwitchboard: eachStepAlone\nSwitchboard: startOver before #me 1';
    const outcome = readTestFile('convos_and_utterances.json', JSON.stringify(document));
    const tests = outcome.ok ? outcome.result.tests.map((test) => test.definition) : [];
    expect(tests.map((test) => [test.description, test.eachStepAlone])).toEqual([
      ['desc of convo goodbye', undefined],
      ['desc of convo', true],
    ]);
    expect(tests[1]!.steps[0]).toMatchObject({ say: 'hi', startOver: true });
  });
});

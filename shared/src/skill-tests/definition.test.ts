import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkTestDefinition, testDefinition } from './definition';
import { testDefinitionJsonSchema } from './json-schema';

const samples: [string, unknown][] = [
  ['minimal', { steps: [{ say: 'hi', expect: { noMatch: false } }] }],
  [
    'every expectation',
    {
      version: 1,
      name: 'greetings',
      steps: [
        { say: 'hi', expect: { contains: ['hello'], notContains: ['bye'], entry: 'Hello', minScore: 0.5 } },
        { say: 'what is the weather on mars', expect: { noMatch: true }, note: 'off topic' },
        { say: 'thanks', expect: { equals: "You're welcome." } },
      ],
    },
  ],
  [
    'a conversation',
    {
      eachStepAlone: false,
      steps: [
        { say: 'Nexus', expect: { topic: 'Nexus', followUps: ['Medium'] } },
        { say: 'who made this', expect: { entry: 'Nexus:_Meet_the_artist' } },
        { say: 'who made this', startOver: true, expect: { clarify: ['a', 'b'] } },
      ],
    },
  ],
  ['no steps', { steps: [] }],
  ['each step alone as text', { eachStepAlone: 'yes', steps: [{ say: 'hi', expect: { noMatch: true } }] }],
  ['follow-ups as text', { steps: [{ say: 'hi', expect: { followUps: 'Medium' } }] }],
  ['unknown field', { steps: [{ say: 'hi', expect: { contains: ['x'] } }], owner: 'me' }],
  ['unknown expectation', { steps: [{ say: 'hi', expect: { startsWith: 'x' } }] }],
  ['empty expectation', { steps: [{ say: 'hi', expect: {} }] }],
  ['score out of range', { steps: [{ say: 'hi', expect: { minScore: 1.5 } }] }],
  ['empty say', { steps: [{ say: '', expect: { noMatch: true } }] }],
  ['wrong version', { version: 2, steps: [{ say: 'hi', expect: { noMatch: true } }] }],
  ['text where a list goes', { steps: [{ say: 'hi', expect: { contains: 'hello' } }] }],
];

describe('the skill-test definition schema and its JSON Schema', () => {
  const validate = new Ajv({ allErrors: true }).compile(testDefinitionJsonSchema());

  it.each(samples)('agree on %s', (_, sample) => {
    expect(validate(sample)).toBe(testDefinition.safeParse(sample).success);
  });

  it('accept the documented examples and refuse the broken ones', () => {
    expect(samples.filter(([, sample]) => testDefinition.safeParse(sample).success).map(([name]) => name)).toEqual([
      'minimal',
      'every expectation',
      'a conversation',
    ]);
  });
});

describe('checkTestDefinition', () => {
  it('names the step and the field of each problem', () => {
    const check = checkTestDefinition(
      JSON.stringify({
        steps: [
          { say: 'hi', expect: { minScore: 2 } },
          { say: ' ', expect: { noMatch: true } },
        ],
      }),
    );
    expect(check).toEqual({
      ok: false,
      problems: ['steps[0].expect.minScore: must be at most 1', 'steps[1].say: must not be empty'],
    });
  });

  it('refuses a no-match step that also expects an entry', () => {
    const check = checkTestDefinition(JSON.stringify({ steps: [{ say: 'x', expect: { noMatch: true, entry: 'y' } }] }));
    expect(check.ok ? [] : check.problems).toEqual([
      'steps[0].expect: noMatch: true cannot go with entry or minScore (a no-match answer has neither)',
    ]);
  });

  it('says when the text is not JSON at all', () => {
    const check = checkTestDefinition('{"steps": [');
    expect(check.ok ? '' : check.problems[0]).toMatch(/^The file is not valid JSON/);
  });
});

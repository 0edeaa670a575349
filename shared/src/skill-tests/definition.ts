import * as z from 'zod/mini';
import { withMeta } from '../core/meta';
import { textHygiene } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';
import { TOPIC_MAX } from '../help/entry-extras';

/** Limits of one definition: a run asks every step in one request, so a definition stays a size one run can ask. */
export const MAX_TEST_STEPS = 2000;
export const MAX_SAY_CHARS = 1000;
export const MAX_EXPECTED_CHARS = 2000;
export const TEST_DEFINITION_FORMAT_VERSION = 1;

const text = (max: number) =>
  withMeta(
    z
      .string({ error: 'must be text' })
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(max, `must be at most ${max} characters`),
        z.superRefine(textHygiene({ multiline: true })),
      ),
    { multiline: true },
  );

/** A free text of the definition: no control characters (tab and line breaks where multi-line), no bidi overrides. */
const freeText = (max: number, multiline: boolean) =>
  withMeta(
    z
      .string({ error: 'must be text' })
      .check(z.maxLength(max, `must be at most ${max} characters`), z.superRefine(textHygiene({ multiline }))),
    { multiline },
  );

const texts = /* @__PURE__ */ lazySchema(() =>
  z.array(text(MAX_EXPECTED_CHARS), { error: 'must be a list of texts' }).check(z.minLength(1, 'must not be empty')),
);

/**
 * What the answer to one "user says" must be. Every expectation given must hold (they are ANDed); texts compare
 * without regard to case and runs of white space.
 */
export const stepExpectation = /* @__PURE__ */ lazySchema(() =>
  withMeta(
    z.strictObject(
      {
        /** The answer contains every one of these texts. */
        contains: z.optional(texts),
        /** The answer contains none of these texts. */
        notContains: z.optional(texts),
        /** The answer is exactly this text. */
        equals: z.optional(text(8000)),
        /** The answer comes from this entry: its HelpID, or its first question. */
        entry: z.optional(text(300)),
        /** The engine's confidence in the match is at least this (0 to 1). */
        minScore: z.optional(
          z
            .number({ error: 'must be a number from 0 to 1' })
            .check(z.minimum(0, 'must be at least 0'), z.maximum(1, 'must be at most 1')),
        ),
        /** true: the assistant has no answer (the no-match answer); false: it has one, whichever. */
        noMatch: z.optional(z.boolean({ error: 'must be true or false' })),
        /** The assistant asks which entry was meant, offering each of these (HelpID or first question). */
        clarify: z.optional(texts),
        /** The answer is in this topic (its entry's Topic), which becomes the conversation's. */
        topic: z.optional(text(TOPIC_MAX)),
        /** The answer offers each of these follow-up prompts (by the prompt's text), as buttons to ask next. */
        followUps: z.optional(texts),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'must be an object of expectations') },
    ),
    { minProperties: 1 },
  ).check(
    z.refine((expect) => Object.values(expect).some((value) => value !== undefined), {
      message:
        'must name at least one of contains, notContains, equals, entry, minScore, noMatch, clarify, topic, followUps',
    }),
    z.refine((expect) => !(expect.clarify && (expect.entry || expect.noMatch !== undefined)), {
      message: 'clarify cannot go with entry or noMatch (a clarification answers with no entry)',
    }),
    z.refine((expect) => !(expect.noMatch === true && (expect.entry || expect.minScore !== undefined)), {
      message: 'noMatch: true cannot go with entry or minScore (a no-match answer has neither)',
    }),
  ),
);
export type StepExpectation = z.infer<typeof stepExpectation>;

export const testStep = /* @__PURE__ */ lazySchema(() =>
  z.strictObject(
    {
      /** What the user says. */
      say: text(MAX_SAY_CHARS),
      expect: stepExpectation,
      /** A note shown beside the step's result (where it came from, why it is there). */
      note: z.optional(freeText(500, true)),
      /** true: the conversation starts over before this step (no topic, no previous answer), as "Start over" does. */
      startOver: z.optional(z.boolean({ error: 'must be true or false' })),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'must be an object with say and expect') },
  ),
);
export type TestStep = z.infer<typeof testStep>;

/** A skill-test definition: the JSON file a skill test's Url names, edited in the console's JSON editor. */
export const testDefinition = /* @__PURE__ */ lazySchema(() =>
  withMeta(
    z.strictObject(
      {
        /** The format's version, for readers of older files. */
        version: z._default(z.literal(TEST_DEFINITION_FORMAT_VERSION, { error: 'must be 1' }), 1),
        name: z.optional(freeText(200, false)),
        description: z.optional(freeText(2000, true)),
        /**
         * Steps run as one conversation by default: each step is asked in the context (topic, previous answer) the
         * step before it left. true: each step is asked alone, with no context.
         */
        eachStepAlone: z.optional(z.boolean({ error: 'must be true or false' })),
        steps: z
          .array(testStep, { error: 'must be a list of steps' })
          .check(
            z.minLength(1, 'must have at least one step'),
            z.maxLength(MAX_TEST_STEPS, `must have at most ${MAX_TEST_STEPS} steps`),
          ),
      },
      { error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : 'must be an object with steps') },
    ),
    { title: 'Switchboard skill-test definition' },
  ),
);
export type TestDefinition = z.infer<typeof testDefinition>;
export type TestDefinitionInput = z.input<typeof testDefinition>;

/** Where a problem is, as a reader finds it: "steps[2].expect.minScore: must be at most 1". */
function locate(path: PropertyKey[]): string {
  return path.reduce<string>(
    (at, part) => (typeof part === 'number' ? `${at}[${part}]` : at ? `${at}.${String(part)}` : String(part)),
    '',
  );
}

export type DefinitionCheck = { ok: true; definition: TestDefinition } | { ok: false; problems: string[] };

/** Parses a definition's JSON text: the problems name the step and the field (steps[2].expect.minScore: …). */
export function checkTestDefinition(json: string): DefinitionCheck {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problems: [`The file is not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = testDefinition.safeParse(value);
  if (parsed.success) return { ok: true, definition: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${locate(issue.path) || 'definition'}: ${issue.message}`),
  };
}

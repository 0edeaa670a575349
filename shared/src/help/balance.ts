import * as z from 'zod/mini';
import { kindError } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/** The curator's knob (issue 28): -2 answers more … 2 asks more; 0 is the engine's calibrated balance. */
export const HELP_BALANCE_STEPS = [-2, -1, 0, 1, 2] as const;
export type HelpBalanceStep = (typeof HELP_BALANCE_STEPS)[number];

const step = () =>
  z
    .number({ error: kindError('a whole number from -2 (answer more) to 2 (ask more)') })
    .check(
      z.refine(
        (n) => Number.isInteger(n) && n >= -2 && n <= 2,
        'must be a whole number from -2 (answer more) to 2 (ask more)',
      ),
    );

export const helpBalanceRequest = /* @__PURE__ */ lazySchema(() => z.object({ Step: step() }));
export type HelpBalanceRequest = z.output<typeof helpBalanceRequest>;

/** What one step would do with the knowledge base's own leave-one-out questions (counts of Questions). */
const balanceFigures = () =>
  z.object({
    Step: z.number(),
    /** The score (0 to 1) an answer needs at this step. */
    Threshold: z.number(),
    Right: z.number(),
    Clarified: z.number(),
    Refused: z.number(),
    Wrong: z.number(),
    Questions: z.number(),
  });

/** What one step would do with the steps of the organization's latest skill-test runs (counts of Questions). */
const skillTestFigures = () =>
  z.object({
    Step: z.number(),
    /** The step would pass (a refusal or a clarification it expects counts here). */
    Right: z.number(),
    Clarified: z.number(),
    Refused: z.number(),
    /** Answered, but not as the step expects. */
    Wrong: z.number(),
    Questions: z.number(),
  });

export const helpBalance = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Step: z.number(),
    /** Each step's figures, answer more first; empty while the organization has no index (or one built before). */
    Steps: z.array(balanceFigures()),
    /**
     * What the figures were measured on: Phrasings, each question asked without itself (its entry's other phrasings
     * to find); Entries, when entries have one question each: each asked without its entry, so a refusal is right and
     * any answer wrong. Absent with no figures.
     */
    Basis: z.optional(z.enum(['Phrasings', 'Entries'])),
    /** How many skill tests' latest runs SkillTestSteps replays (0: none has run). */
    SkillTestRuns: z.number(),
    /** Each step's figures on those runs' steps, answer more first; empty when there are none. */
    SkillTestSteps: z.array(skillTestFigures()),
  }),
);
export type HelpBalance = z.output<typeof helpBalance>;

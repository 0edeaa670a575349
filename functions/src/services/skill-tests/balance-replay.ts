import { checkTestDefinition, HELP_BALANCE_STEPS, stepFailures, type HelpBalance } from '@switchboard/shared';
import { answerFrom, type Entries, type Index } from '../help/simulate-service';
import { readDefinitionFile } from './definition-files';
import { skillTestRepository, stepResultsOf } from './skill-test-repository';

/** Bounds of a replay (it runs inside GetHelpAnsweringBalance): the newest runs first, up to these many. */
const MAX_RUNS = 20;
const MAX_STEPS = 400;

interface Replayed {
  say: string;
  expect: Parameters<typeof stepFailures>[0];
}

/**
 * The steps of the organization's latest skill-test runs (each test's last run, newest first): what each step said,
 * with its expectation from the test's definition. A step whose definition changed since the run (another text at
 * that place, or a definition that no longer reads) is left out: its run no longer says what it expects.
 */
async function latestRunSteps(organizationId: string) {
  const scope = { organizationId };
  const tests = (await skillTestRepository.all(scope))
    .filter((test) => test.LastRun && test.Url)
    .sort((a, b) => b.LastRun!.StartedAt.localeCompare(a.LastRun!.StartedAt))
    .slice(0, MAX_RUNS);
  const steps: Replayed[] = [];
  for (const test of tests) {
    const json = await readDefinitionFile(organizationId, test.Url);
    const check = json === undefined ? undefined : checkTestDefinition(json);
    if (!check?.ok) continue;
    for (const result of await stepResultsOf(test.LastRun!.RunID).all(scope)) {
      const step = check.definition.steps[result.Index - 1];
      if (step?.say === result.Say) steps.push({ say: step.say, expect: step.expect });
    }
  }
  return { runs: tests.length, steps: steps.slice(0, MAX_STEPS) };
}

/**
 * The balance figures of the organization's skill tests: each step of their latest runs asked again at every step of
 * the knob (as QandASimulate would answer it, no run stored). Right: the step would pass (a refusal or clarification
 * it expects included); else asked which, refused, or answered wrong.
 */
export async function skillTestBalance(
  organizationId: string,
  index: Index | null,
  entries: Entries,
): Promise<Pick<HelpBalance, 'SkillTestRuns' | 'SkillTestSteps'>> {
  const { runs, steps } = await latestRunSteps(organizationId);
  if (!index || steps.length === 0) return { SkillTestRuns: runs, SkillTestSteps: [] };
  const questionsOf = (id: string) => index.entries.get(id)?.entry.questions ?? [];
  const figures = [];
  for (const balance of HELP_BALANCE_STEPS) {
    const counts = { Step: balance, Right: 0, Clarified: 0, Refused: 0, Wrong: 0, Questions: steps.length };
    for (const { say, expect } of steps) {
      const answer = await answerFrom(index, entries, say, balance);
      const failures = stepFailures(expect, {
        Text: answer.Text,
        HelpID: answer.HelpID,
        EntryQuestions: answer.HelpID ? questionsOf(answer.HelpID) : [],
        Score: answer.Score,
        Options: answer.Options.map((o) => ({ HelpID: o.HelpID, EntryQuestions: questionsOf(o.HelpID) })),
      });
      if (failures.length === 0) counts.Right++;
      else if (answer.Kind === 'clarify') counts.Clarified++;
      else if (answer.Kind === 'none') counts.Refused++;
      else counts.Wrong++;
    }
    figures.push(counts);
  }
  return { SkillTestRuns: runs, SkillTestSteps: figures };
}

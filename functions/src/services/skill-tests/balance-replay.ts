import {
  checkTestDefinition,
  HELP_BALANCE_STEPS,
  stepFailures,
  type ConversationContext,
  type HelpBalance,
  type HelpBalanceStep,
} from '@switchboard/shared';
import { answerInConversation, type Entries, type Index } from '../help/simulate-service';
import { readDefinitionFile } from './definition-files';
import { skillTestRepository, stepResultsOf } from './skill-test-repository';

/** Bounds of a replay (it runs inside GetHelpAnsweringBalance): the newest runs first, up to these many. */
const MAX_RUNS = 20;
const MAX_STEPS = 400;

interface ReplayedStep {
  say: string;
  startOver: boolean;
  expect: Parameters<typeof stepFailures>[0];
}
/** One test's run as a conversation: its steps in order, asked each alone when the test says so. */
interface ReplayedTest {
  alone: boolean;
  steps: ReplayedStep[];
}

/**
 * The steps of the organization's latest skill-test runs (each test's last run, newest first): what each step said,
 * with its expectation from the test's definition. A test's steps stop at the first whose definition changed since
 * the run (another text at that place, or a definition that no longer reads): the conversation after it is no
 * longer the one the run had.
 */
async function latestRuns(organizationId: string) {
  const scope = { organizationId };
  const tests = (await skillTestRepository.all(scope))
    .filter((test) => test.LastRun && test.Url)
    .sort((a, b) => b.LastRun!.StartedAt.localeCompare(a.LastRun!.StartedAt))
    .slice(0, MAX_RUNS);
  const replayed: ReplayedTest[] = [];
  let budget = MAX_STEPS;
  for (const test of tests) {
    const json = await readDefinitionFile(organizationId, test.Url);
    const check = json === undefined ? undefined : checkTestDefinition(json);
    if (!check?.ok) continue;
    const steps: ReplayedStep[] = [];
    const results = (await stepResultsOf(test.LastRun!.RunID).all(scope)).sort((a, b) => a.Index - b.Index);
    for (const result of results) {
      const step = check.definition.steps[result.Index - 1];
      if (step?.say !== result.Say || budget === 0) break;
      steps.push({ say: step.say, startOver: step.startOver === true, expect: step.expect });
      budget--;
    }
    if (steps.length) replayed.push({ alone: check.definition.eachStepAlone === true, steps });
  }
  return { runs: tests.length, tests: replayed };
}

/** Each step's answer at a balance step, asked as the run asked it: in the context the answer before it set. */
async function* replayed(index: Index, entries: Entries, tests: ReplayedTest[], balance: HelpBalanceStep) {
  for (const test of tests) {
    let context: ConversationContext | undefined;
    for (const step of test.steps) {
      if (test.alone || step.startOver) context = undefined;
      const answer = await answerInConversation(index, entries, step.say, balance, context);
      if (!test.alone) context = answer.Context;
      yield { step, answer };
    }
  }
}

/**
 * The balance figures of the organization's skill tests: the steps of their latest runs asked again at every step of
 * the knob (as QandASimulate would answer them in the test's conversation, no run stored). Right: the step would pass
 * (a refusal or clarification it expects included); else asked which, refused, or answered wrong.
 */
export async function skillTestBalance(
  organizationId: string,
  index: Index | null,
  entries: Entries,
): Promise<Pick<HelpBalance, 'SkillTestRuns' | 'SkillTestSteps'>> {
  const { runs, tests } = await latestRuns(organizationId);
  if (!index || tests.length === 0) return { SkillTestRuns: runs, SkillTestSteps: [] };
  const questionsOf = (id: string) => index.entries.get(id)?.entry.questions ?? [];
  const questions = tests.reduce((sum, test) => sum + test.steps.length, 0);
  const figures = [];
  for (const balance of HELP_BALANCE_STEPS) {
    const counts = { Step: balance, Right: 0, Clarified: 0, Refused: 0, Wrong: 0, Questions: questions };
    for await (const { step, answer } of replayed(index, entries, tests, balance)) {
      const failures = stepFailures(step.expect, {
        Text: answer.Text,
        HelpID: answer.HelpID,
        EntryQuestions: answer.HelpID ? questionsOf(answer.HelpID) : [],
        Score: answer.Score,
        Options: answer.Options.map((o) => ({ HelpID: o.HelpID, EntryQuestions: questionsOf(o.HelpID) })),
        Topic: answer.Topic,
        FollowUps: answer.Prompts?.map((prompt) => prompt.Text),
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

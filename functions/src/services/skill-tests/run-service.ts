import {
  checkTestDefinition,
  describeExpectation,
  fillMessage,
  messages,
  splitQuestions,
  stepFailures,
  type ConversationContext,
  type SkillTest,
  type StepResult,
  type TestRun,
} from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import type { Principal } from '../../auth/principal';
import { AppError } from '../../errors';
import { log } from '../../log/log';
import { allHelpEntries } from '../help/help-entries';
import { simulateQuestion } from '../help/simulate-service';
import { readDefinitionFile } from './definition-files';
import { runningAlone } from './run-claims';
import { mailRunReport } from './run-report-mail';
import { nextRunAt } from './schedules';
import { getTest } from './skill-test-service';
import {
  skillTestRepository as tests,
  stepId,
  stepResultsOf,
  testRunRepository as runs,
} from './skill-test-repository';

/** Who runs a test: a signed-in user (manual) or the schedule (its runner acts for the test's organization). */
export interface Runner {
  organizationId: string;
  email: string;
  role?: string;
}

type RunAnswer = { Status: string; Message: string; RunID?: string; PassRate?: number }[];
const failed = (message: string): RunAnswer => [{ Status: 'Failed', Message: message }];

/**
 * The engine's answer to a step, or why the test cannot run now: while the organization's answering index is built
 * by its job (AppError 'unavailable'), the run is not stored and answers Failed with that message.
 */
async function askStep(say: string, runner: Runner, context: ConversationContext | undefined) {
  try {
    const request = { Question: say, QuestionType: 'Text', ...(context ? { Context: context } : {}) };
    return await simulateQuestion(request, runner as Principal);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'unavailable') return error.message;
    throw error;
  }
}

/** A step's context as its result shows it: the topic, and the entry that answered last by its first question. */
const contextShown = (context: ConversationContext, questionsOf: Map<string, string[]>) => ({
  ...(context.Topic ? { Topic: context.Topic } : {}),
  ...(context.HelpID ? { HelpID: context.HelpID, Entry: questionsOf.get(context.HelpID)?.[0] ?? context.HelpID } : {}),
});

/**
 * RunSingleTest: asks every step of the definition of the organization's answering engine, in-process (the code
 * QandASimulate runs), checks the expectations, and stores a result per step and the run. Answers the spec's
 * array: Failed and why when the definition is missing or invalid; else Success, the summary and the RunID.
 */
export async function runTest(id: string, runner: Runner, trigger: TestRun['Trigger'] = 'manual'): Promise<RunAnswer> {
  const test = await getTest(id, runner);
  const runId = randomUUID();
  return runningAlone(runner.organizationId, test.Id, runId, () => runClaimed(test, runId, runner, trigger));
}

async function runClaimed(
  test: SkillTest,
  runId: string,
  runner: Runner,
  trigger: TestRun['Trigger'],
): Promise<RunAnswer> {
  const scope = { organizationId: runner.organizationId };
  const json = test.Url ? await readDefinitionFile(runner.organizationId, test.Url) : undefined;
  if (json === undefined) return failed(messages.msg_skill_test_file_not_found);
  const check = checkTestDefinition(json);
  if (!check.ok) {
    return failed(fillMessage(messages.msg_skill_test_invalid_content, { problems: check.problems.join('; ') }));
  }
  const questionsOf = new Map(
    (await allHelpEntries(runner.organizationId)).map((entry) => [
      entry.HelpID,
      splitQuestions(entry.ShortDescription),
    ]),
  );
  const startedAt = new Date();
  const results: StepResult[] = [];
  // The steps are one conversation unless the test says each step is asked alone: a step is asked in the context
  // the answer before it set (conversation.ts), or none after "startOver".
  const alone = check.definition.eachStepAlone === true;
  let context: ConversationContext | undefined;
  for (const [index, step] of check.definition.steps.entries()) {
    if (alone || step.startOver) context = undefined;
    const began = performance.now();
    const answer = await askStep(step.say, runner, context);
    if (typeof answer === 'string') return failed(answer);
    const latency = Math.round((performance.now() - began) * 10) / 10;
    const failures = stepFailures(step.expect, {
      Text: answer.Text,
      HelpID: answer.HelpID ?? null,
      EntryQuestions: (answer.HelpID && questionsOf.get(answer.HelpID)) || [],
      Score: answer.Score ?? null,
      Options: answer.Options.map((o) => ({ HelpID: o.HelpID, EntryQuestions: questionsOf.get(o.HelpID) ?? [] })),
      Topic: answer.Topic,
      FollowUps: answer.Prompts?.map((prompt) => prompt.Text),
    });
    const askedIn = context?.Topic || context?.HelpID ? contextShown(context, questionsOf) : undefined;
    results.push({
      Index: index + 1,
      Say: step.say,
      Expected: describeExpectation(step.expect),
      ActualText: answer.Text,
      MatchedHelpID: answer.HelpID ?? null,
      MatchedQuestion: answer.MatchedQuestion ?? null,
      Score: answer.Score ?? null,
      LatencyMs: latency,
      Passed: failures.length === 0,
      Failures: failures,
      ...(askedIn ? { Context: askedIn } : {}),
      ...(answer.Topic ? { Topic: answer.Topic } : {}),
      ...(answer.Prompts?.length ? { FollowUps: answer.Prompts.map((prompt) => prompt.Text) } : {}),
    });
    if (!alone) context = answer.Context;
  }
  const passed = results.filter((result) => result.Passed).length;
  const run: TestRun = {
    RunID: runId,
    TestId: test.Id,
    TestName: test.Name,
    StartedAt: startedAt.toISOString(),
    FinishedAt: new Date().toISOString(),
    RunBy: trigger === 'schedule' ? 'schedule' : runner.email,
    Trigger: trigger,
    Status: passed === results.length ? 'Passed' : 'Failed',
    StepCount: results.length,
    PassedCount: passed,
    PassRate: Math.round((passed / results.length) * 1000) / 10,
  };
  // Steps first, the run last: a run that is listed has all its steps.
  const steps = stepResultsOf(runId);
  for (const result of results) await steps.create(scope, stepId(result.Index), result);
  await runs.create(scope, runId, run);
  const current = await noteLastRun(scope, test.Id, run, trigger);
  const unmailed =
    current?.SendReportAsEmail && current.ReportEmail
      ? await mailRunReport(runner.organizationId, current.ReportEmail, run, results)
      : undefined;
  if (unmailed) log('warn', 'skill test report not mailed', { testId: test.Id, reason: unmailed });
  const done = fillMessage(messages.msg_skill_test_run_done, { passed, total: results.length });
  const message = unmailed ? `${done} ${unmailed}` : done;
  // "Failed" is kept for a run that could not run: a run whose steps failed still opens the result page.
  return [{ Status: 'Success', Message: message, RunID: runId, PassRate: run.PassRate }];
}

/**
 * The run as the test's LastRun (and its next scheduled time), read and written again if the test was edited
 * meanwhile: the run is stored already, so an edit must not turn it into a refusal. Answers the test as written.
 */
async function noteLastRun(scope: { organizationId: string }, testId: string, run: TestRun, trigger: string) {
  for (let attempt = 1; ; attempt++) {
    const current = await tests.get(scope, testId);
    if (!current) return undefined;
    try {
      return await tests.change(scope, testId, current, {
        LastRun: { RunID: run.RunID, StartedAt: run.StartedAt, PassRate: run.PassRate, Status: run.Status },
        ...(trigger === 'schedule' ? { NextRunAt: nextRunAt(current.ScheduleType, new Date()) } : {}),
      });
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict') || attempt === 5) throw error;
    }
  }
}

/** A test's runs, newest first. */
export async function listRuns(testId: string, principal: Runner): Promise<TestRun[]> {
  await getTest(testId, principal);
  const listing = await runs.list({ organizationId: principal.organizationId }, {}, `${testId}#`);
  return listing.items.map(({ Version: _version, ...run }) => run as TestRun);
}

/** One run of the caller's organization with its steps in order, or 404. */
export async function getRun(runId: string, principal: Runner) {
  const scope = { organizationId: principal.organizationId };
  const run = await runs.get(scope, runId);
  if (!run) throw new AppError('notFound');
  const steps = (await stepResultsOf(runId).all(scope)).map(({ Version: _version, ...step }) => step as StepResult);
  const { Version: _version, ...bare } = run;
  return { Run: bare as TestRun, Steps: steps.sort((a, b) => a.Index - b.Index) };
}

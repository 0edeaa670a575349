import type { StepResult, TestRun } from '@switchboard/shared';

/** The result page's address of a run (the spec's page; its Id is the RunID). */
export const RESULT_PATH = '/skilltest/TestSkillResult';
export const SKILL_TESTS_PATH = '/skilltest/index';
export const resultPathOf = (runId: string) => `${RESULT_PATH}?Id=${encodeURIComponent(runId)}`;

/** A pass rate as the server rounds it (one decimal at most): "80 %", "66.7 %". */
export const percentText = (rate: number) => `${Math.round(rate * 10) / 10} %`;

/** "8 of 10 steps passed (80 %)". */
export const passRateText = (run: Pick<TestRun, 'PassedCount' | 'StepCount' | 'PassRate'>) =>
  `${run.PassedCount} of ${run.StepCount} ${run.StepCount === 1 ? 'step' : 'steps'} passed (${percentText(run.PassRate)})`;

export const triggerText = (trigger: TestRun['Trigger']) => (trigger === 'schedule' ? 'Schedule' : 'Manual');

export type ResultFilter = 'all' | 'passed' | 'failed';

/** What the text filter reads of a step: every text shown in its row, the failure reasons included. */
export const stepFilterText = (step: StepResult) =>
  [
    ...[step.Say, step.Expected, step.ActualText, step.MatchedQuestion ?? '', step.MatchedHelpID ?? ''],
    ...[contextText(step), leftText(step), ...step.Failures],
  ]
    .join('\n')
    .toLowerCase();

/** Whether a step shows under the result filter and the filter text (case-insensitive, spaces at the ends ignored). */
export function stepMatches(step: StepResult, text: string, result: ResultFilter): boolean {
  if (result === 'passed' && !step.Passed) return false;
  if (result === 'failed' && step.Passed) return false;
  const wanted = text.trim().toLowerCase();
  return !wanted || stepFilterText(step).includes(wanted);
}

/** The engine's confidence in the match, two decimals: "0.87"; none when nothing matched. */
export const scoreText = (score: number | null) => (score === null ? '–' : score.toFixed(2));

export const latencyText = (ms: number) => `${ms.toLocaleString('en-US', { maximumFractionDigits: 1 })} ms`;

/** The context a step was asked in: "Topic “Nexus”, after “Nexus”"; "Alone" when it had none. */
export function contextText(step: Pick<StepResult, 'Context'>): string {
  const parts = [
    ...(step.Context?.Topic ? [`Topic “${step.Context.Topic}”`] : []),
    ...(step.Context?.Entry ? [`after “${step.Context.Entry}”`] : []),
  ];
  return parts.length ? parts.join(', ') : 'Alone';
}

/** What the answer left: its topic and the follow-ups it offered ("" when neither). */
export function leftText(step: Pick<StepResult, 'Topic' | 'FollowUps'>): string {
  return [
    ...(step.Topic ? [`Topic “${step.Topic}”`] : []),
    ...(step.FollowUps?.length ? [`offers ${step.FollowUps.map((text) => `“${text}”`).join(', ')}`] : []),
  ].join('; ');
}

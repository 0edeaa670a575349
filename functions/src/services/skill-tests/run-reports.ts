import type { StepResult, TestRun } from '@switchboard/shared';
import Papa from 'papaparse';

/** A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text with a leading apostrophe. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The run as CSV, one row a step (papaparse quotes what needs quoting). */
export function runCsv(steps: StepResult[]): string {
  return Papa.unparse(
    steps.map((step) => ({
      Step: step.Index,
      Says: inert(step.Say),
      Expected: inert(step.Expected),
      Answer: inert(step.ActualText),
      MatchedHelpID: step.MatchedHelpID ?? '',
      MatchedQuestion: inert(step.MatchedQuestion ?? ''),
      Score: step.Score ?? '',
      LatencyMs: step.LatencyMs,
      Result: step.Passed ? 'pass' : 'fail',
      Failures: inert(step.Failures.join('; ')),
      // Conversations: the context the step was asked in, the topic it left and the follow-ups offered.
      ContextTopic: inert(step.Context?.Topic ?? ''),
      ContextEntry: inert(step.Context?.Entry ?? ''),
      Topic: inert(step.Topic ?? ''),
      FollowUps: inert((step.FollowUps ?? []).join('; ')),
    })),
    { quotes: true },
  );
}

const xml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The run as JUnit XML (one testsuite, a testcase a step, a failure element for each failing one) for CI tools. */
export function runJunit(run: TestRun, steps: StepResult[]): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const total = Date.parse(run.FinishedAt) - Date.parse(run.StartedAt);
  const cases = steps.map((step) => {
    const open = `  <testcase classname="${xml(run.TestName)}" name="${xml(`${step.Index}. ${step.Say}`)}" time="${seconds(step.LatencyMs)}"`;
    const properties = conversationProperties(step);
    if (step.Passed && !properties) return `${open}/>`;
    const message = xml(step.Failures.join('; '));
    const detail = xml(`expected: ${step.Expected}\nanswer: ${step.ActualText}`);
    const failure = step.Passed ? [] : [`    <failure message="${message}" type="expectation">${detail}</failure>`];
    // The failure first: readers that look for it right after the testcase's start (and older schemas) find it.
    return [`${open}>`, ...failure, ...(properties ? [properties] : []), '  </testcase>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="${xml(run.TestName)}" tests="${run.StepCount}" failures="${run.StepCount - run.PassedCount}" errors="0" timestamp="${run.StartedAt}" time="${seconds(total)}">`,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}

/** A step's conversation as testcase properties (context.topic, context.entry, topic, followUps), or none. */
function conversationProperties(step: StepResult): string | undefined {
  const named: [string, string | undefined][] = [
    ['context.topic', step.Context?.Topic],
    ['context.entry', step.Context?.Entry],
    ['topic', step.Topic],
    ['followUps', step.FollowUps?.join('; ')],
  ];
  const given = named.filter(([, value]) => value);
  if (!given.length) return undefined;
  const lines = given.map(([name, value]) => `      <property name="${name}" value="${xml(value!)}"/>`);
  return ['    <properties>', ...lines, '    </properties>'].join('\n');
}

/** A file name for a download: the test's name reduced to safe characters, the run's date, the extension. */
export function reportFileName(run: TestRun, extension: 'csv' | 'xml'): string {
  const base =
    run.TestName.normalize('NFKD')
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'skill-test';
  return `${base}-${run.StartedAt.slice(0, 19).replace(/:/g, '')}.${extension}`;
}

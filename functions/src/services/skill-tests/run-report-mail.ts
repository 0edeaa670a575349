import { fillMessage, messages, type StepResult, type TestRun } from '@switchboard/shared';
import { mayReceiveReports, sendCounted } from './report-recipients';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Mails a run's report to the test's ReportEmail (SES deployed, the outbox locally) when the address may receive
 * reports and the organization's daily limit has room; answers why it was not mailed otherwise.
 */
export async function mailRunReport(
  organizationId: string,
  to: string,
  run: TestRun,
  steps: StepResult[],
): Promise<string | undefined> {
  if (!(await mayReceiveReports(organizationId, to))) {
    const reason = fillMessage(messages.msg_report_email_unconfirmed, { email: to });
    return fillMessage(messages.msg_report_not_mailed, { reason });
  }
  const values = { name: run.TestName, passed: run.PassedCount, total: run.StepCount };
  const failing = steps.filter((step) => !step.Passed);
  const lines = [
    `${run.TestName}: ${fillMessage(messages.msg_skill_test_run_done, values)} (${run.PassRate}%)`,
    `Run ${run.RunID} at ${run.StartedAt} by ${run.RunBy}.`,
    '',
    ...failing.map((step) => `Step ${step.Index} "${step.Say}": ${step.Failures.join('; ')}`),
  ];
  const consoleUrl = process.env.CONSOLE_URL;
  if (consoleUrl) lines.push('', `${consoleUrl.replace(/\/$/, '')}/skilltest/TestSkillResult?Id=${run.RunID}`);
  const refused = await sendCounted(organizationId, {
    to,
    subject: fillMessage(messages.msg_skill_test_report_subject, values),
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  });
  return refused && fillMessage(messages.msg_report_not_mailed, { reason: refused });
}

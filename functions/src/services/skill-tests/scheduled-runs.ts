import { log } from '../../log/log';
import { runTest } from './run-service';
import { SCHEDULED_PREFIX, skillTestRepository as tests } from './skill-test-repository';
import { nextRunAt, type ScheduledRun } from './schedules';

/** One scheduled run, acting for the test's organization (a test deleted meanwhile is skipped). */
export async function runScheduledTest({ organizationId, testId }: ScheduledRun) {
  const test = await tests.get({ organizationId }, testId);
  if (!test || test.ScheduleType === '0') return { skipped: true };
  const [answer] = await runTest(testId, { organizationId, email: 'schedule' }, 'schedule');
  // A run that could not start (no definition) waits for the next period rather than being retried at once.
  if (answer?.Status === 'Failed') {
    await tests.change({ organizationId }, testId, test, { NextRunAt: nextRunAt(test.ScheduleType, new Date()) });
  }
  log('info', 'scheduled skill test ran', { organizationId, testId, status: answer?.Status, runId: answer?.RunID });
  return answer;
}

/**
 * The tests whose NextRunAt has come, across organizations (one Query on the ByType index: scheduled tests sort by
 * their next run), run one after another. The local runtime's timer calls it; deployed, EventBridge Scheduler
 * invokes the runner per test instead.
 */
export async function runDueTests(now = new Date()): Promise<number> {
  const scheduled = await tests.allAcrossOrganizations(SCHEDULED_PREFIX);
  const due = scheduled.filter((test) => test.NextRunAt && test.NextRunAt <= now.toISOString());
  for (const test of due) {
    try {
      await runScheduledTest({ organizationId: test.OrganizationID, testId: test.Id });
    } catch (error) {
      log('error', 'scheduled skill test failed', { testId: test.Id, error: (error as Error).message });
    }
  }
  return due.length;
}

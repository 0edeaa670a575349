import { loggingErrors } from '../../http/source-mapped-stack';
import { removeOrphanedFiles } from '../../services/skill-tests/orphaned-files';
import { runScheduledTest } from '../../services/skill-tests/scheduled-runs';
import type { ScheduledRun } from '../../services/skill-tests/schedules';

/** The daily schedule's input (infra skill-test-schedules.ts): sweep uploaded files no test names. */
type Sweep = { Sweep: 'orphaned-files' };

/**
 * The runner Lambda: EventBridge Scheduler invokes it with a test's {organizationId, testId} (schedules.ts), and once a
 * day with the sweep of orphaned uploads.
 */
export const handler = loggingErrors('skill-test runner', async (event: ScheduledRun | Sweep): Promise<unknown> =>
  'Sweep' in event ? await removeOrphanedFiles() : await runScheduledTest(event),
);

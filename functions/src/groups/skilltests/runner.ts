import { loggingErrors } from '../../http/source-mapped-stack';
import { runScheduledTest } from '../../services/skill-tests/scheduled-runs';
import type { ScheduledRun } from '../../services/skill-tests/schedules';

/** The runner Lambda: EventBridge Scheduler invokes it with a test's {organizationId, testId} (schedules.ts). */
export const handler = loggingErrors('skill-test runner', (event: ScheduledRun) => runScheduledTest(event));

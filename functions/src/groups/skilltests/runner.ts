import { runScheduledTest } from '../../services/skill-tests/scheduled-runs';
import type { ScheduledRun } from '../../services/skill-tests/schedules';

/** The runner Lambda: EventBridge Scheduler invokes it with a test's {organizationId, testId} (schedules.ts). */
export const handler = async (event: ScheduledRun) => runScheduledTest(event);

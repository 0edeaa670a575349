import { log } from '../http/log';

/** How often the local runtime looks for due scheduled tests: a minute (hourly is the finest schedule). */
const DEFAULT_INTERVAL_MS = 60_000;

/**
 * On one machine there is no EventBridge Scheduler: a timer runs the scheduled skill tests whose NextRunAt has
 * come (the same runner the deployed schedule invokes). SWITCHBOARD_SCHEDULE_INTERVAL_MS shortens the interval;
 * only the API tests set it (with SWITCHBOARD_SCHEDULE_FIRST_RUN_MS, see schedules.ts firstRunAt).
 */
export function startScheduleTimer(): () => void {
  const interval = Number(process.env.SWITCHBOARD_SCHEDULE_INTERVAL_MS) || DEFAULT_INTERVAL_MS;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { runDueTests } = await import('../services/skill-tests/scheduled-runs');
      await runDueTests();
    } catch (error) {
      log('error', 'the schedule timer failed', { error: (error as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), interval);
  timer.unref();
  return () => clearInterval(timer);
}

import { log } from '../log/log';

interface LocalSchedule {
  /** Named in the log when a run fails. */
  name: string;
  /** The environment variable that changes the interval (the API tests shorten it). */
  intervalVariable: string;
  defaultIntervalMs: number;
  /** The run the deployed EventBridge schedule invokes. */
  run: () => Promise<unknown>;
}

/**
 * On one machine there is no EventBridge Scheduler: a timer runs what the deployed schedule invokes, one run at a
 * time (a tick while the last run is still going is skipped). Answers a function that stops it.
 */
export function startLocalSchedule({ name, intervalVariable, defaultIntervalMs, run }: LocalSchedule): () => void {
  const interval = Number(process.env[intervalVariable]) || defaultIntervalMs;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log('error', `the ${name} timer failed`, { error: (error as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), interval);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The scheduled skill tests whose NextRunAt has come, every minute (hourly is the finest schedule);
 * SWITCHBOARD_SCHEDULE_INTERVAL_MS is set only by the API tests (with SWITCHBOARD_SCHEDULE_FIRST_RUN_MS, see
 * schedules.ts firstRunAt).
 */
export const startScheduleTimer = () =>
  startLocalSchedule({
    name: 'schedule',
    intervalVariable: 'SWITCHBOARD_SCHEDULE_INTERVAL_MS',
    defaultIntervalMs: 60_000,
    run: async () => (await import('../services/skill-tests/scheduled-runs')).runDueTests(),
  });

/** The daily credential check, looked for hourly: each connection is checked once its last check is a day old. */
export const startCredentialCheckTimer = () =>
  startLocalSchedule({
    name: 'credential check',
    intervalVariable: 'SWITCHBOARD_CREDENTIAL_CHECK_INTERVAL_MS',
    defaultIntervalMs: 3_600_000,
    run: async () => (await import('../services/connections/credential-health-service')).dailyCredentialCheck(),
  });

/** Uploaded definition files no test names, removed once their grace has passed (see orphaned-files.ts). */
export const startOrphanedFilesTimer = () =>
  startLocalSchedule({
    name: 'orphaned files',
    intervalVariable: 'SWITCHBOARD_ORPHAN_SWEEP_INTERVAL_MS',
    defaultIntervalMs: 3_600_000,
    run: async () => (await import('../services/skill-tests/orphaned-files')).removeOrphanedFiles(),
  });

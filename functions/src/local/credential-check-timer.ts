import { log } from '../http/log';

/** How often the local runtime looks for connections due for their daily credential check. */
const DEFAULT_INTERVAL_MS = 3_600_000;

/**
 * On one machine there is no EventBridge Scheduler: a timer runs the daily credential check (the same run the
 * deployed schedule invokes); each connection is checked once its last check is RECHECK_AFTER_MS old.
 * SWITCHBOARD_CREDENTIAL_CHECK_INTERVAL_MS changes the interval.
 */
export function startCredentialCheckTimer(): () => void {
  const interval = Number(process.env.SWITCHBOARD_CREDENTIAL_CHECK_INTERVAL_MS) || DEFAULT_INTERVAL_MS;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { dailyCredentialCheck } = await import('../services/connections/credential-health-service');
      await dailyCredentialCheck();
    } catch (error) {
      log('error', 'the credential check timer failed', { error: (error as Error).message });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), interval);
  timer.unref();
  return () => clearInterval(timer);
}

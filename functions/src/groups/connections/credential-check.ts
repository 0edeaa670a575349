import { loggingErrors } from '../../http/source-mapped-stack';
import { log } from '../../log/log';
import { dailyCredentialCheck } from '../../services/connections/credential-health-service';

/** The daily credential check Lambda: EventBridge Scheduler invokes it once a day (infra: credential-check.ts). */
export const handler = loggingErrors('daily credential check', async () => {
  const outcome = await dailyCredentialCheck();
  log('info', 'daily credential check done', outcome);
  return outcome;
});

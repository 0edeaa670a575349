import { messages } from '@switchboard/shared';
import { keyedItems } from '../../data/keyed-items';
import { AppError } from '../../errors';

interface RunClaim {
  RunID: string;
  /** Epoch ms. */
  ClaimedAt: number;
}

/** Longer than any run takes (a Lambda's whole run is 15 minutes at most): a claim older than this was left behind. */
export const STALE_RUN_CLAIM_MS = 15 * 60 * 1000;

const claims = keyedItems<RunClaim>('Entities');
const claimKey = (organizationId: string, testId: string) => ({
  pk: `ORG#${organizationId}#SkillTestRunning`,
  sk: testId,
});

/**
 * Runs `run` as the test's only run under way: one claim item per test, taken with a conditional write before the
 * run stores anything, so a run started while another is going is refused (409) and stores nothing. The claim is
 * released when the run ends, whatever its outcome; one left behind by a process that ended is taken over once stale.
 */
export async function runningAlone<T>(organizationId: string, testId: string, runId: string, run: () => Promise<T>) {
  const key = claimKey(organizationId, testId);
  const now = Date.now();
  const taken = await claims.put(
    key,
    { RunID: runId, ClaimedAt: now },
    {
      expression: 'attribute_not_exists(pk) OR ClaimedAt < :stale',
      values: { ':stale': now - STALE_RUN_CLAIM_MS },
    },
  );
  if (!taken) throw new AppError('conflict', messages.msg_skill_test_running);
  try {
    return await run();
  } finally {
    await claims.delete(key, { expression: 'RunID = :run', values: { ':run': runId } });
  }
}

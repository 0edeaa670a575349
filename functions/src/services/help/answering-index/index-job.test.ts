import { helpInput } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../auth/principal';
import { useStandIns } from '../../../local/use-stand-ins';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/**
 * The build job on the real embedded DynamoDB and S3, started in the middle of an import (as the import's first large
 * chunk starts it): it waits for the content to settle and builds the version the import ends at, not the one it was
 * started at.
 */
const organizationId = 'job-mid-import';
const principal: Principal = { email: 'curator@example.com', role: 'OrgAdmin', organizationId, sessionHash: 'x' };
useStandIns();

describe('a build job started during an import', () => {
  it('builds the version the import ends at and gives the lease back', async () => {
    const { addHelp } = await import('../help-service');
    const { acquireBuildLease, buildInProgress } = await import('./index-build-lease');
    const { currentContentVersion } = await import('../content-version');
    const { runIndexJob } = await import('./index-job');
    const { snapshotVersions } = await import('./snapshot-versions');
    const add = (i: number) =>
      addHelp(
        helpInput.parse({ ShortDescription: `Where is room ${i}?;Room ${i} location`, LongDescription: `Floor ${i}.` }),
        principal,
      );
    await add(1);
    const started = await currentContentVersion(organizationId);
    const lease = await acquireBuildLease(organizationId, started, 1);
    const job = runIndexJob({ organizationId, lease: lease! }, 400);
    // The rest of the import, one content version after another while the job waits for them to settle.
    for (let i = 2; i <= 6; i++) await add(i);
    const ended = await currentContentVersion(organizationId);
    expect(ended).toBeGreaterThan(started);
    const { version } = await job;
    expect(version).toBe(ended);
    expect((await snapshotVersions(organizationId))?.Newest).toBe(ended);
    expect(await buildInProgress(organizationId)).toBeUndefined();
  }, 120_000);
});

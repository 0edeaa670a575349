import { helpInput } from '@switchboard/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { useStandIns } from '../../../local/use-stand-ins';

Object.assign(process.env, { STAGE: 'local', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

/**
 * The import's last chunk decides whether to start the build job on the real embedded DynamoDB: the rule (more than
 * 200 questions added to an organization of more than 300 live questions) is decided without reading every entry,
 * and the job then names the organization's real entry count in its lease before it waits for the content to settle.
 */
useStandIns();

/** A new organization with these entries (as an import writes them): `count` entries of `questions` questions each. */
async function organizationWith(name: string, ...groups: { count: number; questions: number; active?: boolean }[]) {
  const { helpRepository } = await import('../help-repository');
  const organizationId = `org-${name}`;
  const records = groups.flatMap(({ count, questions, active = true }, group) =>
    Array.from({ length: count }, (_, i) => {
      const asked = Array.from({ length: questions }, (_, q) => `Question ${q} about topic ${group}.${i}?`);
      const input = helpInput.parse({
        ShortDescription: asked.join(';'),
        LongDescription: `Answer ${i}.`,
        Active: active,
      });
      const id = `${name}-${group}-${i}`;
      const audit = { DateCreated: `${i}`, CreatedBy: 'importer', DateLastUpdated: `${i}`, LastUpdatedBy: 'importer' };
      return { id, item: { ...input, ...audit, HelpID: id, OrganizationID: organizationId } };
    }),
  );
  await helpRepository.createMany({ organizationId }, records);
  return organizationId;
}

/** Starts the import's decision with a runner that only records the jobs it is handed (nothing is built). */
async function decide(organizationId: string, addedQuestions: number) {
  const { setIndexJobRunner } = await import('./index-job-starter');
  const { startIndexJobAfterImport } = await import('./index-job-after-import');
  const { buildInProgress } = await import('./index-build-lease');
  const jobs: unknown[] = [];
  setIndexJobRunner((job) => jobs.push(job));
  const started = await startIndexJobAfterImport(organizationId, 1, addedQuestions);
  return { started, jobs: jobs.length, lease: await buildInProgress(organizationId) };
}

afterEach(async () => {
  const { setIndexJobRunner } = await import('./index-job-starter');
  setIndexJobRunner(undefined);
});

describe('the job an import starts', () => {
  it('starts for an organization of more than 300 live questions, counted exactly when one page holds them', async () => {
    const organizationId = await organizationWith('one-page', { count: 110, questions: 3 });
    const { started, jobs, lease } = await decide(organizationId, 330);
    expect({ started, jobs }).toEqual({ started: true, jobs: 1 });
    expect(lease?.Entries).toBe(110);
  }, 60_000);

  it('decides a large organization on its first page, without reading all its entries', async () => {
    const organizationId = await organizationWith('large', { count: 1_200, questions: 1 });
    const { started, lease } = await decide(organizationId, 500);
    expect(started).toBe(true);
    expect(lease?.Entries).toBeLessThan(1_200);
  }, 60_000);

  it('leaves an organization of 300 live questions or fewer to the first question (inactive entries do not count)', async () => {
    const organizationId = await organizationWith(
      'mixed',
      { count: 100, questions: 3 },
      { count: 50, questions: 3, active: false },
    );
    expect(await decide(organizationId, 250)).toEqual({ started: false, jobs: 0, lease: undefined });
  }, 60_000);

  it('names the real number of entries in the lease before the job waits for the content to settle', async () => {
    const organizationId = await organizationWith('counted', { count: 1_200, questions: 1 });
    const { acquireBuildLease, buildInProgress, releaseBuildLease } = await import('./index-build-lease');
    const { runIndexJob } = await import('./index-job');
    const lease = await acquireBuildLease(organizationId, 0, 500);
    // The count comes before the settle wait (5 s); taking the lease away meanwhile ends the job without a build.
    const job = runIndexJob({ organizationId, lease: lease! }, 5_000);
    await expect.poll(async () => (await buildInProgress(organizationId))?.Entries, { timeout: 4_000 }).toBe(1_200);
    await releaseBuildLease(organizationId, lease!.LeaseToken);
    await expect(job).resolves.toMatchObject({ version: 0 });
  }, 120_000);
});

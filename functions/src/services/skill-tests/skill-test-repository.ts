import type { SkillTest, StepResult, TestRun } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

export type SkillTestRecord = Omit<SkillTest, 'Version'> & Record<string, unknown>;
export type TestRunRecord = TestRun & Record<string, unknown>;
export type StepResultRecord = StepResult & Record<string, unknown>;

/**
 * Skill tests per organization, newest first. Across organizations (ByType) the scheduled ones sort under
 * SCHEDULED#{NextRunAt}, so the schedule runner reads the due tests with one Query, never a Scan.
 */
export const skillTestRepository = new EntityRepository<SkillTestRecord>('SkillTest', {
  inOrder: (test, id) => `${test.DateCreated}#${id}`,
  byType: (test, id) => (test.NextRunAt ? `SCHEDULED#${test.NextRunAt}#${id}` : `UNSCHEDULED#${id}`),
});
export const SCHEDULED_PREFIX = 'SCHEDULED#';

/** Runs per organization; a test's runs are the InOrder keys starting with its id, newest first. */
export const testRunRepository = new EntityRepository<TestRunRecord>('SkillTestRun', {
  inOrder: (run) => `${run.TestId}#${run.StartedAt}#${run.RunID}`,
});

/** The results of one run's steps, in step order (their ids are the zero-padded step numbers). */
export const stepResultsOf = (runId: string) => new EntityRepository<StepResultRecord>(`SkillTestStep#${runId}`);
export const stepId = (index: number) => String(index).padStart(5, '0');

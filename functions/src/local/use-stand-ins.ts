import { afterAll, beforeAll } from 'vitest';
import { startStandIns, type StandIns } from './standins';

/** A test file's embedded stand-ins (DynamoDB, S3, secrets; in memory): started before its tests, closed after. */
export function useStandIns(): void {
  let standIns: StandIns | undefined;
  beforeAll(async () => {
    standIns = await startStandIns(undefined);
  }, 60_000);
  afterAll(async () => {
    await standIns?.close();
  });
}

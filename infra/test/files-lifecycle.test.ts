import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orphanedFilesInput, orphanedFilesSchedule } from '../src/api/skill-test-schedules';
import { fixtureWebDist, logicalIds, removeFixtureWebDist, synthesize, type Synthesized } from './synth';

/** Issue 29 item 7: the Files bucket is versioned, so every rewritten or deleted upload's old bytes need an end. */
let s: Synthesized;
beforeAll(() => {
  s = synthesize('prod', fixtureWebDist(), { bundle: false });
});
afterAll(() => {
  s?.dispose();
  removeFixtureWebDist();
});

describe('the Files bucket', () => {
  it("expires every upload's noncurrent versions after 30 days, unfinished multipart uploads after a day", () => {
    const [files] = logicalIds(s, 'AWS::S3::Bucket').filter((id) => id.startsWith('BucketsFiles'));
    const bucket = s.resources[files!]!.Properties!;
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    const rules = (bucket.LifecycleConfiguration as { Rules: Record<string, unknown>[] }).Rules;
    const everywhere = rules.filter((rule) => rule.Prefix === undefined && rule.Filter === undefined);
    expect(everywhere).toEqual([
      expect.objectContaining({
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        ExpiredObjectDeleteMarker: true,
      }),
    ]);
    // Current files never expire: a test's definition stays while the test does.
    expect(everywhere[0]).not.toHaveProperty('ExpirationInDays');
  });
});

describe('uploads no skill test names', () => {
  it('are swept daily: a schedule outside the tests’ group invokes the skill-test runner with the sweep', () => {
    const [scheduleId, ...others] = logicalIds(
      s,
      'AWS::Scheduler::Schedule',
      (p) => p.ScheduleExpression === orphanedFilesSchedule,
    );
    expect(others).toEqual([]);
    const schedule = s.resources[scheduleId!]!.Properties!;
    expect(schedule).not.toHaveProperty('GroupName');
    expect(schedule.State ?? 'ENABLED').toBe('ENABLED');
    const target = schedule.Target as { Arn: { 'Fn::GetAtt': [string, string] }; Input: string };
    expect(JSON.parse(target.Input)).toEqual(orphanedFilesInput);
    const runner = s.resources[target.Arn['Fn::GetAtt'][0]]!.Properties!;
    expect(runner.Description).toContain('scheduled skill-test runner');
    // The runner may delete the Files bucket's objects (and give the bytes back in the Entities table).
    const roleId = (runner.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    const statements = logicalIds(s, 'AWS::IAM::Policy', (p) => JSON.stringify(p.Roles).includes(`"${roleId}"`))
      .flatMap((id) => (s.resources[id]!.Properties!.PolicyDocument as { Statement: { Action: unknown }[] }).Statement)
      .map((statement) => JSON.stringify(statement));
    expect(statements.some((text) => text.includes('s3:DeleteObject') && text.includes('BucketsFiles'))).toBe(true);
    expect(statements.some((text) => text.includes('dynamodb:Query') && text.includes('/index/ByType'))).toBe(true);
  });
});

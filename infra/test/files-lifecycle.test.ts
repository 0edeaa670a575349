import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

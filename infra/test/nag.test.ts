import { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSwitchboardApp } from '../src/app';
import { paths } from '../src/paths';
import type { StageName } from '../src/stage';
import {
  fixtureWebDist,
  missingWebDist,
  removeFixtureWebDist,
  SKIP_BUNDLING,
  synthesize,
  type Synthesized,
} from './synth';

/** Our own warnings, which ops are meant to see; any other annotation (a CDK deprecation, …) fails the test. */
const expectedWarnings: Record<StageName, string[]> = {
  dev: ['Annotation::switchboard:mail-from-placeholder', 'Annotation::switchboard:web-not-built'],
  prod: ['Annotation::switchboard:mail-from-placeholder'],
};

/** Every acknowledged cdk-nag finding. A new one must be added here, on purpose, with its reason in the code. */
const siteDeploymentFindings = [
  'AwsSolutions-IAM5[Action::s3:GetBucket*]',
  'AwsSolutions-IAM5[Action::s3:GetObject*]',
  'AwsSolutions-IAM5[Action::s3:List*]',
  'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
  'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
  'AwsSolutions-IAM5[Action::s3:Abort*]',
  'AwsSolutions-IAM5[Resource::<BucketsSite59871C46.Arn>/*]',
  'AwsSolutions-IAM5[Resource::*]',
];
const alwaysAcknowledged = [
  'AwsSolutions-APIG4',
  'AwsSolutions-CFR1',
  'AwsSolutions-CFR2',
  'AwsSolutions-CFR4',
  'AwsSolutions-L1',
  // The origin secret CloudFront sends to the API: rotating it takes a deploy (see infra/src/site/origin-secret.ts).
  'AwsSolutions-SMG4',
];

/** The connections Lambda may manage the secrets under its stage's prefix (and only those). */
const connectionSecretsFinding = (stage: StageName) =>
  `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:switchboard/${stage}/*]`;

/**
 * Object read/write on the Files bucket's objects (skill-test definitions, help index snapshots), and managing the
 * schedules of the stage's skill-test schedule group (one per test): both scoped to the one bucket / group.
 */
const stageScopedFindings = (stage: StageName) => [
  connectionSecretsFinding(stage),
  'AwsSolutions-IAM5[Resource::<BucketsFiles72356973.Arn>/*]',
  // The help index builder: only the snapshots' prefix of the Files bucket (help-index/{org}/{version}).
  'AwsSolutions-IAM5[Resource::<BucketsFiles72356973.Arn>/help-index/*]',
  `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/switchboard-${stage}-skill-tests/*]`,
];

const cases: [StageName, () => string, string[]][] = [
  ['dev', () => missingWebDist, [...alwaysAcknowledged, ...stageScopedFindings('dev')]],
  ['prod', fixtureWebDist, [...alwaysAcknowledged, ...siteDeploymentFindings, ...stageScopedFindings('prod')]],
];

afterAll(removeFixtureWebDist);

describe.each(cases)('cdk-nag AwsSolutions on Switchboard-%s', (stage, webDist, acknowledged) => {
  let s: Synthesized;
  beforeAll(() => {
    // Throws (failing here, with the report) on any unacknowledged AwsSolutions error.
    s = synthesize(stage, webDist(), { bundle: false });
  });
  afterAll(() => s?.dispose());

  it('reports no unacknowledged error or warning', () => {
    const nag = s.pluginReports.filter((report) => report.pluginName === 'AwsSolutions');
    const findings = nag.flatMap((report) =>
      report.violations.map((v) => `${v.severity} ${v.ruleName} at ${v.violatingConstructs[0]?.constructPath}`),
    );
    expect(findings).toEqual([]);
  });

  it('leaves only our own warnings in the validation report', () => {
    const others = s.pluginReports.filter((report) => report.pluginName !== 'AwsSolutions');
    const rules = others.flatMap((report) => report.violations.map((v) => v.ruleName));
    expect([...new Set(rules)].sort()).toEqual([...expectedWarnings[stage]].sort());
    expect(others.every((report) => report.conclusion === 'success')).toBe(true);
  });

  it('acknowledges exactly the reviewed findings, each with a written reason', () => {
    const nagAcks = s.acknowledgements.filter((ack) => ack.id.startsWith('AwsSolutions-'));
    expect([...new Set(nagAcks.map((ack) => ack.id))].sort()).toEqual([...acknowledged].sort());
    for (const ack of nagAcks) {
      expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(60);
    }
  });

  it('writes the acknowledgements and their reasons into the template', () => {
    const route = Object.values(s.resources).find((r) => r.Type === 'AWS::ApiGatewayV2::Route')!;
    const metadata = route.Metadata as { cdk_nag?: { rules_to_suppress: { id: string; reason: string }[] } };
    expect(metadata.cdk_nag?.rules_to_suppress).toContainEqual({
      id: 'AwsSolutions-APIG4',
      reason: expect.stringContaining('session middleware'),
    });
  });
});

describe('Switchboard-prod on a custom domain', () => {
  const domainName = 'console.example.com';
  const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';
  let s: Synthesized;
  beforeAll(() => {
    s = synthesize('prod', missingWebDist, { context: { domainName, certificateArn }, bundle: false });
  });
  afterAll(() => s?.dispose());

  it('serves the domain with its certificate, TLS 1.2+ only, so CFR4 needs no acknowledgement', () => {
    const distribution = Object.values(s.resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')!;
    expect(distribution.Properties).toMatchObject({
      DistributionConfig: {
        Aliases: [domainName],
        ViewerCertificate: {
          AcmCertificateArn: certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      },
    });
    expect(s.pluginReports.filter((report) => report.pluginName === 'AwsSolutions')).toEqual([]);
    expect(s.acknowledgements.map((ack) => ack.id)).not.toContain('AwsSolutions-CFR4');
  });

  it('links mail to the domain and sends it from it', () => {
    const fn = Object.values(s.resources).find(
      (r) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties).includes('MAIL_FROM'),
    );
    expect(fn?.Properties).toMatchObject({
      Environment: { Variables: { CONSOLE_URL: `https://${domainName}`, MAIL_FROM: `no-reply@${domainName}` } },
    });
    const warnings = s.pluginReports.flatMap((report) => report.violations.map((v) => v.ruleName));
    expect(warnings).not.toContain('Annotation::switchboard:mail-from-placeholder');
  });
});

describe('cdk-nag wiring', () => {
  it('fails the synth on an unacknowledged AwsSolutions error', () => {
    const { context } = JSON.parse(readFileSync(paths.cdkJson, 'utf8')) as { context: Record<string, unknown> };
    const outdir = mkdtempSync(join(tmpdir(), 'switchboard-nag-'));
    const { app, stack } = createSwitchboardApp(
      { context: { ...context, ...SKIP_BUNDLING, stage: 'dev' }, outdir },
      { webDist: missingWebDist },
    );
    new CfnBucket(stack, 'Unchecked');
    try {
      expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct, type IConstruct } from 'constructs';
import { FunctionRole } from '../api/function-role';
import type { StageConfig } from '../stage';

export interface SiteDeploymentProps {
  stage: StageConfig;
  bucket: IBucket;
  distribution: IDistribution;
  /** The built console (web/dist). Without index.html there, nothing is uploaded and the synth says so. */
  webDist: string;
}

/**
 * Uploads the built console: hashed assets first (cached for a year, never pruned, so a tab still open on the
 * previous release can lazy-load its chunks), then index.html (no-cache) with a CloudFront invalidation.
 */
export class SiteDeployment extends Construct {
  /** False when web/dist was not built: the stack deploys without touching the site bucket. */
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    this.deployed = existsSync(join(props.webDist, 'index.html'));
    if (!this.deployed) {
      Annotations.of(this).addWarningV2(
        'switchboard:web-not-built',
        `${props.webDist}/index.html not found: the console is not uploaded. Run \`npm run build:web\` before deploying.`,
      );
      return;
    }
    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage: props.stage,
      description: `Switchboard ${props.stage.name}: uploads the console to the site bucket`,
    });
    const source = Source.asset(props.webDist);
    const common = {
      sources: [source],
      destinationBucket: props.bucket,
      role,
      logGroup,
      memoryLimit: 512,
      prune: false,
    };

    const assets = new BucketDeployment(this, 'Assets', {
      ...common,
      exclude: ['index.html'],
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
    });
    const page = new BucketDeployment(this, 'IndexPage', {
      ...common,
      exclude: ['*'],
      include: ['index.html'],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/', '/index.html'],
    });
    page.node.addDependency(assets);

    acknowledgeDeploymentFindings(this, props.bucket);
    // The deployments share one singleton handler Lambda, which aws-cdk-lib creates at stack level.
    for (const handler of Stack.of(this).node.children) {
      if (!handler.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason:
          "aws-cdk-lib's BucketDeployment handler: its Python runtime is pinned by aws-cdk-lib with the code it " +
          'ships, not chosen by us; it runs only during deployments.',
      });
    }
  }
}

/** The wildcard grants aws-cdk-lib's BucketDeployment gives its handler role (our role, scoped to two buckets). */
function acknowledgeDeploymentFindings(scope: IConstruct, siteBucket: IBucket): void {
  const siteBucketId = Stack.of(scope).resolve((siteBucket.node.defaultChild as CfnBucket).logicalId) as string;
  const assetReason =
    "BucketDeployment's handler reads the zipped console from the CDK bootstrap asset bucket (aws-cdk-lib's grantRead " +
    'on that bucket only: s3:GetObject*, s3:GetBucket*, s3:List*).';
  const siteReason =
    "BucketDeployment's handler writes the console's files into the site bucket only (aws-cdk-lib's grantReadWrite " +
    'on it: objects of that bucket, s3:DeleteObject*, s3:Abort* for multipart uploads).';
  const findings: [string, string][] = [
    ['Action::s3:GetBucket*', assetReason],
    ['Action::s3:GetObject*', assetReason],
    ['Action::s3:List*', assetReason],
    ['Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*', assetReason],
    ['Action::s3:DeleteObject*', siteReason],
    ['Action::s3:Abort*', siteReason],
    [`Resource::<${siteBucketId}.Arn>/*`, siteReason],
    [
      'Resource::*',
      'cloudfront:CreateInvalidation/GetInvalidation after uploading index.html: aws-cdk-lib grants them on "*" ' +
        '(the handler invalidates only the distribution it is given).',
    ],
  ];
  for (const [finding, reason] of findings) {
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
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

    for (const target of [this, ...this.handlers()]) acknowledgeDeploymentFindings(target);
  }

  /** The deployments share one singleton handler Lambda, created at stack level. */
  private handlers(): IConstruct[] {
    return Stack.of(this).node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  }
}

function acknowledgeDeploymentFindings(scope: IConstruct): void {
  Validations.of(scope).acknowledge({
    id: 'AwsSolutions-L1',
    reason: "CDK's BucketDeployment handler runtime is chosen by aws-cdk-lib (a pinned Python runtime), not by us.",
  });
}

import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { PriceClass } from 'aws-cdk-lib/aws-cloudfront';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export const stageNames = ['dev', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/** Everything that differs between stages, in one place. */
export interface StageConfig {
  name: StageName;
  /** Tables, buckets, log groups and keys: kept when the stack (or the resource) goes away in prod. */
  removalPolicy: RemovalPolicy;
  deletionProtection: boolean;
  logRetention: RetentionDays;
  /** How long access logs (S3, CloudFront) are kept in the log bucket. */
  accessLogExpiry: Duration;
  /** Default route throttling of the HTTP API stage (per account and region). */
  throttle: { rateLimit: number; burstLimit: number };
  priceClass: PriceClass;
}

const configs: Record<StageName, StageConfig> = {
  dev: {
    name: 'dev',
    removalPolicy: RemovalPolicy.DESTROY,
    deletionProtection: false,
    logRetention: RetentionDays.ONE_MONTH,
    accessLogExpiry: Duration.days(30),
    throttle: { rateLimit: 50, burstLimit: 100 },
    priceClass: PriceClass.PRICE_CLASS_100,
  },
  prod: {
    name: 'prod',
    removalPolicy: RemovalPolicy.RETAIN,
    deletionProtection: true,
    logRetention: RetentionDays.ONE_MONTH,
    accessLogExpiry: Duration.days(365),
    throttle: { rateLimit: 500, burstLimit: 1000 },
    priceClass: PriceClass.PRICE_CLASS_ALL,
  },
};

export function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (stageNames as readonly string[]).includes(value);
}

export function stageConfig(value: unknown): StageConfig {
  if (!isStageName(value)) {
    throw new Error(`Pass the stage as context: -c stage=${stageNames.join('|')} (got ${JSON.stringify(value)})`);
  }
  return configs[value];
}

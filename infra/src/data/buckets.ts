import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

/**
 * The buckets: Files (skill-test definitions and media uploads), Site (the built console, read by CloudFront through
 * origin access control) and Logs (S3 server access logs and CloudFront standard logs). All private, encrypted,
 * TLS-only.
 */
export class Buckets extends Construct {
  readonly logs: Bucket;
  readonly files: Bucket;
  readonly site: Bucket;

  constructor(scope: Construct, id: string, stage: StageConfig) {
    super(scope, id);
    const common = {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      removalPolicy: stage.removalPolicy,
    };

    this.logs = new Bucket(this, 'Logs', {
      ...common,
      // CloudFront standard logging writes with an ACL, so ACLs must stay enabled on this bucket.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: stage.accessLogExpiry }],
    });

    this.files = new Bucket(this, 'Files', {
      ...common,
      versioned: true,
      // Help answering index snapshots (help-index/{org}/{version}): the writer deletes all but the current and the
      // previous version; this removes the deleted ones that versioning keeps. A current snapshot never expires: a
      // large organization whose help has not changed would otherwise wait for a rebuild (503) on its next question.
      lifecycleRules: [
        {
          // Uploaded definitions and media: a rewritten or deleted file's earlier version is kept 30 days (to recover
          // a mistake), then removed, so versioning does not keep every edit forever; bytes of unfinished multipart
          // uploads go after a day, and a delete marker left alone is cleaned up.
          id: 'noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
          expiredObjectDeleteMarker: true,
        },
        {
          id: 'help-index-snapshots',
          prefix: 'help-index/',
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/files/',
    });

    this.site = new Bucket(this, 'Site', {
      ...common,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: 's3/site/',
    });
  }
}

import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

/**
 * The value CloudFront adds to every request it forwards to the API (X-Origin-Verify); the Lambdas refuse a
 * request without it (functions/src/http/origin-check.ts). So the execute-api endpoint, reachable directly,
 * answers nothing but 403, and the viewer address CloudFront forwards cannot be forged for the rate limits.
 * The endpoint itself stays enabled: it is CloudFront's origin, and disabling it needs a custom API domain.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Switchboard ${props.stage.name}: the header value that proves a request came through CloudFront`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: props.stage.removalPolicy,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront reads the value at deploy time (a dynamic reference in its origin headers), so rotating it ' +
        'means a new value and a deploy; the Lambdas re-read it every few minutes and on a mismatch.',
    });
  }

  /** The secret's value as a CloudFormation dynamic reference (the template never holds the value). */
  headerValue(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}

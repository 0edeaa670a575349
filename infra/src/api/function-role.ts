import { Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';

/**
 * A Lambda's execution role and its log group, without the AWSLambdaBasicExecutionRole managed policy: the role
 * may write to its own log group and nothing else until the owner grants more.
 */
export class FunctionRole extends Construct {
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: { stage: StageConfig; description: string }) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    this.logGroup.grantWrite(this.role);
  }
}

/** Our Lambdas run nodejs22.x on purpose; cdk-nag's L1 wants the newest runtime aws-cdk-lib knows (nodejs24.x). */
export function acknowledgeNodeRuntime(fn: IFunction): void {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'nodejs22.x is the pinned runtime of the design (bundles target node22; bundle and cold-start budgets are ' +
      'measured on it); moving to nodejs24.x is a deliberate upgrade, not a drive-by.',
  });
}

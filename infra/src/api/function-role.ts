import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
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

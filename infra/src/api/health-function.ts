import { Duration } from 'aws-cdk-lib';
import { Architecture, Code, Function, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage';
import { acknowledgeNodeRuntime, FunctionRole } from './function-role';

/** Answers GET /health like the local runtime does ({"status":"ok"}), for CloudFront and uptime checks. */
const code = `exports.handler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: JSON.stringify({ status: 'ok' }),
});`;

/** A tiny inline Lambda for GET /health, used while the route table has no /health route of its own. */
export class HealthFunction extends Construct {
  readonly function: Function;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage: props.stage,
      description: `Switchboard ${props.stage.name}: the health check's Lambda`,
    });
    this.function = new Function(this, 'Function', {
      description: `Switchboard ${props.stage.name}: GET /health`,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code: Code.fromInline(code),
      memorySize: 128,
      timeout: Duration.seconds(3),
      role,
      logGroup,
    });
    acknowledgeNodeRuntime(this.function);
  }
}

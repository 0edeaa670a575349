import { helpIndexEncoderEnvironment } from '@switchboard/functions/config/env';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { repoRoot } from '../paths';
import type { StageConfig } from '../stage';
import { acknowledgeNodeRuntime, FunctionRole } from './function-role';
import { validatedAgainst } from './group-function';
import { bundledCode } from './lambda-code';
import { ModelLayer } from './model-layer';
import { layerModulesDir } from './model-layer-staging';

/**
 * The help index encoder: the builder fans a large build's questions out to it, a chunk of 1,000 per synchronous
 * invocation, many at once (issue 28 item 5: fresh within a minute deployed), and gets their vectors back. Its role
 * may write its own logs and nothing else: the questions come in the payload, the vectors go back in the answer.
 * 1,769 MB (a full vCPU: encoding is CPU-bound), 2 minutes (a chunk takes a few seconds), no retries of its own (the
 * builder fails the build and the next question starts it again).
 */
export class HelpIndexEncoder extends Construct {
  readonly function: LambdaFunction;

  constructor(scope: Construct, id: string, props: { stage: StageConfig }) {
    super(scope, id);
    const environment = validatedAgainst(helpIndexEncoderEnvironment, 'help index encoder', {
      STAGE: props.stage.name,
      LOG_LEVEL: 'info',
      MODEL_MODULES_DIR: layerModulesDir,
    });
    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage: props.stage,
      description: `Switchboard ${props.stage.name}: the help answering index encoder`,
    });
    this.function = new LambdaFunction(this, 'Function', {
      description: `Switchboard ${props.stage.name}: encodes help questions for index builds`,
      code: bundledCode(join(repoRoot, 'functions', 'src', 'groups', 'help', 'index-encoder.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1769,
      timeout: Duration.minutes(2),
      retryAttempts: 0,
      role,
      logGroup,
      environment,
      layers: [ModelLayer.of(this).layer],
    });
    acknowledgeNodeRuntime(this.function);
  }
}

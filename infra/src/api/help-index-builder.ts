import { helpIndexBuilderEnvironment, type HelpIndexBuilderEnvironment } from '@switchboard/functions/config/env';
import { Duration, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime, type IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { join } from 'node:path';
import type { Tables } from '../data/tables';
import { repoRoot } from '../paths';
import type { StageConfig } from '../stage';
import { acknowledgeNodeRuntime, FunctionRole } from './function-role';
import { HelpIndexEncoder } from './help-index-encoder';
import { validatedAgainst } from './group-function';
import { bundledCode } from './lambda-code';
import type { ProvidedEnvironment } from './group-environment';
import { ModelLayer } from './model-layer';
import { layerModulesDir } from './model-layer-staging';

/** The partitions of the Entities table the builder touches: the help entries and the help version items. */
export const builderPartitions = ['ORG#*#Help', 'ORG#*#HelpVersion'];
/** Where the answering index snapshots live in the Files bucket (index-snapshot.ts). */
export const snapshotPrefix = 'help-index/';

export interface HelpIndexBuilderProps {
  stage: StageConfig;
  tables: Tables;
  files: IBucket;
  environment: Pick<HelpIndexBuilderEnvironment, 'STAGE' | 'LOG_LEVEL'>;
}

/**
 * The help answering index builder: a Lambda the API's answering groups invoke asynchronously (InvocationType Event)
 * when a large organization's index must be built (minutes at 10,000 entries, past API Gateway's 29 s). It reads the
 * organization's help items and version items of the Entities table (by leading key, nothing else of it), and reads,
 * writes and deletes snapshots under help-index/ of the Files bucket, and fans a build's encoding out to its encoder
 * function (help-index-encoder.ts), the only function it may invoke. 15 minutes, 1,769 MB (one full vCPU: the
 * encoding is CPU-bound), no retries (a build that failed is started again by the next question once its lease
 * expired).
 */
export class HelpIndexBuilder extends Construct {
  readonly function: LambdaFunction;

  /** The function a build fans its questions out to (help-index-encoder.ts). */
  readonly encoder: HelpIndexEncoder;

  constructor(scope: Construct, id: string, props: HelpIndexBuilderProps) {
    super(scope, id);
    this.encoder = new HelpIndexEncoder(this, 'Encoder', { stage: props.stage });
    const environment = validatedAgainst(helpIndexBuilderEnvironment, 'help index builder', {
      ...props.environment,
      TABLE_ENTITIES: props.tables.byKey.Entities.tableName,
      BUCKET_FILES: props.files.bucketName,
      MODEL_MODULES_DIR: layerModulesDir,
      HELP_INDEX_ENCODER_ARN: this.encoder.function.functionArn,
    });
    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage: props.stage,
      description: `Switchboard ${props.stage.name}: the help answering index builder`,
    });
    this.function = new LambdaFunction(this, 'Function', {
      description: `Switchboard ${props.stage.name}: builds help answering indexes`,
      code: bundledCode(join(repoRoot, 'functions', 'src', 'groups', 'help', 'index-builder.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 1769,
      timeout: Duration.minutes(15),
      retryAttempts: 0,
      role,
      logGroup,
      environment,
      layers: [ModelLayer.of(this).layer],
    });
    acknowledgeNodeRuntime(this.function);

    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
        resources: [props.tables.byKey.Entities.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': builderPartitions } },
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [props.files.arnForObjects(`${snapshotPrefix}*`)],
      }),
    );
    // Synchronous invocations of the encoder function only (no alias or version wildcard).
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.encoder.function.functionArn] }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(props.files.node.defaultChild as CfnElement)}.Arn>/${snapshotPrefix}*]`,
      reason: 'Snapshots are named help-index/{org}/{content version} at run time; only that prefix is granted.',
    });
  }

  /** The environment an answering group needs to start builds. */
  environment(): ProvidedEnvironment {
    return { HELP_INDEX_BUILDER_ARN: this.function.functionArn };
  }

  /** Lets a Lambda invoke the builder (this function only, no alias or version wildcard). */
  allowInvoke(fn: IFunction): void {
    fn.addToRolePolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
    );
  }
}

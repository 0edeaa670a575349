import {
  groupEnvironments,
  type helpIndexBuilderEnvironment,
  type helpIndexEncoderEnvironment,
  type EnvGroup,
  type GroupEnvironment,
} from '@switchboard/functions/config/env';
import type { TableKey } from '@switchboard/shared';
import { ArnFormat, Duration, Stack, Token, Validations, type CfnElement } from 'aws-cdk-lib';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { Tables } from '../data/tables';
import { paths } from '../paths';
import type { StageConfig } from '../stage';
import { acknowledgeNodeRuntime, FunctionRole } from './function-role';
import { tablesOfGroup } from './group-environment';
import { bundledCode } from './lambda-code';
import { ModelLayer } from './model-layer';
import { layerModulesDir } from './model-layer-staging';

/** Item-level data actions a group needs; no Scan (every list is a Query), no table administration. */
const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * Parses the environment against the group's schema at synth time, so a missing or malformed variable fails the
 * synth. Deploy-time values (table names, the site URL) are tokens here: each token is validated as a stand-in
 * text ("token", so https://${Token[...]} checks as a URL) and passed to the Lambda unchanged. Schema defaults
 * are written out explicitly.
 */
export function validatedEnvironment<G extends EnvGroup>(
  group: G,
  values: GroupEnvironment<G>,
): Record<string, string> {
  return validatedAgainst(groupEnvironments[group], `group ${group}`, values as Record<string, string | undefined>);
}

/** validatedEnvironment for any Lambda's environment schema (`label` names it in the error). */
export function validatedAgainst(
  schema:
    (typeof groupEnvironments)[EnvGroup] | typeof helpIndexBuilderEnvironment | typeof helpIndexEncoderEnvironment,
  label: string,
  given: Record<string, string | undefined>,
): Record<string, string> {
  const standIns = Object.fromEntries(
    Object.entries(given).map(([name, value]) => [
      name,
      value !== undefined && Token.isUnresolved(value) ? value.replace(/\$\{Token\[[^\]]*\]\}/g, 'token') : value,
    ]),
  );
  const parsed = schema.safeParse(standIns);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${label}: invalid Lambda environment (${problems.join('; ')})`);
  }
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (value !== undefined) environment[name] = given[name] ?? String(value);
  }
  return environment;
}

export interface GroupFunctionProps<G extends EnvGroup> {
  group: G;
  stage: StageConfig;
  environment: GroupEnvironment<G>;
  tables: Tables;
  /** The SES identity invitation mail is sent from (granted to groups whose schema has MAIL_TRANSPORT). */
  mailIdentityArn?: string;
  /** The buckets a BUCKET_X variable may name (object read, write and delete on the one named). */
  buckets?: Record<string, IBucket>;
  /** Another entry of the group than its API handler (the skill tests' scheduled runner), and its own limits. */
  entry?: { file: string; description: string; timeout: Duration };
}

/** Secrets Manager actions on the connections' own secrets; nothing else of the account's secrets. */
const secretActions = [
  'secretsmanager:CreateSecret',
  'secretsmanager:GetSecretValue',
  'secretsmanager:PutSecretValue',
  'secretsmanager:DescribeSecret',
  'secretsmanager:DeleteSecret',
];

/**
 * One endpoint group's Lambda: functions/src/groups/<group>/handler.ts bundled by functions/build.mjs. Its
 * environment is parsed against the group's schema at synth time, and it may touch exactly the tables its
 * schema names.
 */
export class GroupFunction<G extends EnvGroup> extends Construct {
  readonly function: LambdaFunction;
  readonly group: G;

  constructor(scope: Construct, id: string, props: GroupFunctionProps<G>) {
    super(scope, id);
    this.group = props.group;
    const variables = Object.keys(groupEnvironments[props.group].shape);
    // A group that answers questions loads the answering model from its layer, never from its bundle.
    const answers = variables.includes('MODEL_MODULES_DIR');
    const environment = validatedEnvironment(props.group, {
      ...props.environment,
      ...(answers ? { MODEL_MODULES_DIR: layerModulesDir } : {}),
    });
    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage: props.stage,
      description: `Switchboard ${props.stage.name}: the ${props.group} group's Lambda`,
    });

    this.function = new LambdaFunction(this, 'Function', {
      description: `Switchboard ${props.stage.name}: ${props.entry?.description ?? `${props.group} endpoints`}`,
      code: bundledCode(props.entry?.file ?? paths.groupEntry(props.group)),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: props.entry?.timeout ?? Duration.seconds(15),
      role,
      logGroup,
      // No --enable-source-maps: it reads and parses the bundle's source map at every cold start. An error's stack is
      // mapped when it is logged instead (functions/src/http/source-mapped-stack.ts).
      environment,
      layers: answers ? [ModelLayer.of(this).layer] : [],
    });

    acknowledgeNodeRuntime(this.function);
    for (const key of tablesOfGroup(props.group)) this.grantTable(key, props.tables);
    if (variables.includes('SECRETS_PREFIX')) {
      // Secrets Manager appends six random characters to a secret's ARN: the prefix ends with the wildcard.
      const secrets = Stack.of(this).formatArn({
        service: 'secretsmanager',
        resource: 'secret',
        resourceName: `${environment.SECRETS_PREFIX}*`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
      role.addToPrincipalPolicy(new PolicyStatement({ actions: secretActions, resources: [secrets] }));
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${environment.SECRETS_PREFIX}*]`,
        reason:
          "Each connection's credentials are one secret named <SECRETS_PREFIX><org>/connections/<id>, created at run " +
          "time; the grant is limited to this stage's prefix (Secrets Manager adds a random suffix to every ARN).",
      });
    }
    if (environment.ORIGIN_SECRET_ARN) {
      // The value CloudFront sends, to refuse requests that reached the execute-api endpoint directly.
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [environment.ORIGIN_SECRET_ARN] }),
      );
    }
    for (const name of variables.filter((variable) => variable.startsWith('BUCKET_'))) {
      const bucket = props.buckets?.[name.slice('BUCKET_'.length).toLowerCase()];
      if (!bucket) throw new Error(`group ${props.group}: ${name} names no bucket of the stack`);
      // Objects only (keys are {org}/...; the service builds them from the session's organization): no listing.
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [bucket.arnForObjects('*')],
        }),
      );
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/*]`,
        reason: 'Objects of the Files bucket are per organization and per upload, named at run time.',
      });
    }
    if (variables.includes('MAIL_TRANSPORT')) {
      if (!props.mailIdentityArn) throw new Error(`group ${props.group} sends mail but the stack gave no SES identity`);
      role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [props.mailIdentityArn] }),
      );
    }
  }

  private grantTable(key: TableKey, tables: Tables): void {
    const table = tables.byKey[key];
    const role = this.function.role!;
    role.addToPrincipalPolicy(new PolicyStatement({ actions: tableActions, resources: [table.tableArn] }));
    const indexes = Tables.indexNames(key).map((name) => `${table.tableArn}/index/${name}`);
    if (indexes.length) {
      role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:Query'], resources: indexes }));
    }
  }
}

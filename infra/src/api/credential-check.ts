import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { join } from 'node:path';
import type { Tables } from '../data/tables';
import { repoRoot } from '../paths';
import type { StageConfig } from '../stage';
import { acknowledgeNodeRuntime, FunctionRole } from './function-role';
import { environmentOf, type ProvidedEnvironment } from './group-environment';
import { validatedEnvironment } from './group-function';
import { bundledCode } from './lambda-code';

/** The Entities partitions the check reads and writes: every organization's connections and their check outcomes. */
export const credentialCheckPartitions = ['ORG#*#CredentialHealth'];
/** When the daily check runs (UTC): early morning in Europe, before the working day in the Americas. */
export const credentialCheckSchedule = 'cron(0 5 * * ? *)';

export interface CredentialCheckProps {
  stage: StageConfig;
  tables: Tables;
  provided: ProvidedEnvironment;
  mailIdentityArn: string;
}

/**
 * The daily credential check deployed (issue 29 item 17): an EventBridge Scheduler schedule invokes, once a day, a
 * Lambda running dailyCredentialCheck (functions/src/groups/connections/credential-check.ts). Least privilege: the
 * Lambda lists connections across organizations (the ByType index, connections only), reads and writes their check
 * outcomes, reads (never writes) the connections' secrets, lists an organization's users to mail its OrgAdmins and
 * sends from the stage's SES identity; the schedule's role may invoke this function and nothing else.
 */
export class CredentialCheck extends Construct {
  readonly function: LambdaFunction;
  readonly schedule: CfnSchedule;
  readonly invokeRole: Role;

  constructor(scope: Construct, id: string, props: CredentialCheckProps) {
    super(scope, id);
    const { stage, tables } = props;
    const tableNames = Object.fromEntries(Object.entries(tables.byKey).map(([key, t]) => [key, t.tableName]));
    const environment = validatedEnvironment(
      'connections',
      environmentOf('connections', props.provided, tableNames as Parameters<typeof environmentOf>[2]),
    );
    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage,
      description: `Switchboard ${stage.name}: the daily credential check`,
    });
    this.function = new LambdaFunction(this, 'Function', {
      description: `Switchboard ${stage.name}: connections group's daily credential check`,
      code: bundledCode(join(repoRoot, 'functions', 'src', 'groups', 'connections', 'credential-check.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // Five Basic Auth checks at once, each bounded by the outbound guard's timeout: minutes for many connections.
      timeout: Duration.minutes(15),
      retryAttempts: 0,
      role,
      logGroup,
      environment,
    });
    acknowledgeNodeRuntime(this.function);
    this.grant(role, props);

    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Switchboard ${stage.name}: the daily schedule invokes the credential check`,
    });
    this.invokeRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.function.functionArn] }),
    );
    this.schedule = new CfnSchedule(this, 'Schedule', {
      description: `Switchboard ${stage.name}: the daily credential check`,
      scheduleExpression: credentialCheckSchedule,
      scheduleExpressionTimezone: 'UTC',
      flexibleTimeWindow: { mode: 'FLEXIBLE', maximumWindowInMinutes: 30 },
      target: {
        arn: this.function.functionArn,
        roleArn: this.invokeRole.roleArn,
        // A run that failed is not repeated: the next day's run checks what is due then.
        retryPolicy: { maximumRetryAttempts: 0 },
      },
    });
  }

  private grant(role: Role, props: CredentialCheckProps): void {
    const entities = props.tables.byKey.Entities;
    // Every organization's connections (a Query of the ByType index: read only, that index only; the index's items
    // carry no secret, only each secret's name).
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:Query'], resources: [`${entities.tableArn}/index/ByType`] }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem'],
        resources: [entities.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': credentialCheckPartitions } },
      }),
    );
    // An organization's users, to mail its OrgAdmins (a Query of the Identity table's ByUser index, read only).
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${props.tables.byKey.Identity.tableArn}/index/ByUser`],
      }),
    );
    const secretsPrefix = props.provided.SECRETS_PREFIX!;
    const secrets = Stack.of(this).formatArn({
      service: 'secretsmanager',
      resource: 'secret',
      resourceName: `${secretsPrefix}*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secrets] }),
    );
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${secretsPrefix}*]`,
      reason:
        "The check reads each connection's stored password (one secret per connection, named at run time under this " +
        "stage's prefix; Secrets Manager adds a random suffix to every ARN); it never writes or deletes one.",
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [props.mailIdentityArn] }),
    );
  }
}

import { ArnFormat, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { CfnSchedule, CfnScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { join } from 'node:path';
import type { Tables } from '../data/tables';
import { repoRoot } from '../paths';
import type { StageConfig } from '../stage';
import { environmentOf, type ProvidedEnvironment } from './group-environment';
import { GroupFunction } from './group-function';

/** When the daily sweep of uploaded files no test names runs (UTC), and what it hands the runner. */
export const orphanedFilesSchedule = 'cron(30 4 * * ? *)';
export const orphanedFilesInput = { Sweep: 'orphaned-files' } as const;

export interface SkillTestSchedulesProps {
  stage: StageConfig;
  tables: Tables;
  buckets: Record<string, IBucket>;
  provided: ProvidedEnvironment;
  mailIdentityArn: string;
}

/**
 * Scheduled skill tests: a schedule group holding one EventBridge Scheduler schedule per scheduled test (the API
 * creates, updates and removes them with the test), the runner Lambda they invoke, and the role they invoke it
 * with (that function only). `manage(fn)` lets an API Lambda manage schedules of this group only.
 */
export class SkillTestSchedules extends Construct {
  readonly group: CfnScheduleGroup;
  readonly runner: IFunction;
  readonly invokeRole: Role;
  readonly groupName: string;
  readonly orphanedFiles: CfnSchedule;

  constructor(scope: Construct, id: string, props: SkillTestSchedulesProps) {
    super(scope, id);
    this.groupName = `switchboard-${props.stage.name}-skill-tests`;
    this.group = new CfnScheduleGroup(this, 'Group', { name: this.groupName });
    const tableNames = Object.fromEntries(
      Object.entries(props.tables.byKey).map(([key, table]) => [key, table.tableName]),
    ) as Parameters<typeof environmentOf>[2];
    const environment = environmentOf('skilltests', props.provided, tableNames);
    this.runner = new GroupFunction(this, 'Runner', {
      group: 'skilltests',
      stage: props.stage,
      tables: props.tables,
      // The runner runs tests; it manages no schedule (and naming itself would be a cycle).
      environment: {
        ...environment,
        SCHEDULE_GROUP: undefined,
        SCHEDULE_TARGET_ARN: undefined,
        SCHEDULE_ROLE_ARN: undefined,
      },
      mailIdentityArn: props.mailIdentityArn,
      buckets: props.buckets,
      entry: {
        file: join(repoRoot, 'functions', 'src', 'groups', 'skilltests', 'runner.ts'),
        description: 'scheduled skill-test runner',
        timeout: Duration.minutes(5),
      },
    }).function;
    this.invokeRole = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Switchboard ${props.stage.name}: the skill-test schedules invoke the runner`,
    });
    this.invokeRole.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.runner.functionArn] }),
    );
    // Issue 29 item 7: once a day the runner removes uploaded definition files no test names (orphaned-files.ts).
    // Outside the tests' group: the API manages that group's schedules and must not touch this one.
    this.orphanedFiles = new CfnSchedule(this, 'OrphanedFiles', {
      description: `Switchboard ${props.stage.name}: removes uploaded files no skill test names`,
      scheduleExpression: orphanedFilesSchedule,
      scheduleExpressionTimezone: 'UTC',
      flexibleTimeWindow: { mode: 'FLEXIBLE', maximumWindowInMinutes: 30 },
      target: {
        arn: this.runner.functionArn,
        roleArn: this.invokeRole.roleArn,
        input: JSON.stringify(orphanedFilesInput),
        // A failed sweep is not repeated: the next day's finds the same files.
        retryPolicy: { maximumRetryAttempts: 0 },
      },
    });
  }

  /** The environment an API Lambda needs to manage the schedules. */
  environment(): ProvidedEnvironment {
    return {
      SCHEDULE_GROUP: this.groupName,
      SCHEDULE_TARGET_ARN: this.runner.functionArn,
      SCHEDULE_ROLE_ARN: this.invokeRole.roleArn,
    };
  }

  /** Lets a Lambda create, update and delete schedules of this group only, and hand them the invoke role. */
  manage(fn: IFunction): void {
    const schedules = Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.groupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'scheduler:CreateSchedule',
          'scheduler:UpdateSchedule',
          'scheduler:DeleteSchedule',
          'scheduler:GetSchedule',
        ],
        resources: [schedules],
      }),
    );
    fn.addToRolePolicy(new PolicyStatement({ actions: ['iam:PassRole'], resources: [this.invokeRole.roleArn] }));
    Validations.of(fn.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.groupName}/*]`,
      reason: 'One schedule per skill test, named at run time, in this stage’s schedule group only.',
    });
  }
}

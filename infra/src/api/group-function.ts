import { groupEnvironments, type EnvGroup, type GroupEnvironment } from '@switchboard/functions/config/env';
import type { TableKey } from '@switchboard/shared';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { Tables } from '../data/tables';
import { paths, repoRoot } from '../paths';
import type { StageConfig } from '../stage';
import { FunctionRole } from './function-role';
import { tablesOfGroup } from './group-environment';

/** ESM bundles have no `require`; some CommonJS dependencies call it, so give them one. */
const esmRequireBanner = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

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

export interface GroupFunctionProps<G extends EnvGroup> {
  group: G;
  stage: StageConfig;
  environment: GroupEnvironment<G>;
  tables: Tables;
}

/**
 * One endpoint group's Lambda: functions/src/groups/<group>/handler.ts bundled with the local esbuild. Its
 * environment is parsed against the group's schema at synth time, and it may touch exactly the tables its
 * schema names.
 */
export class GroupFunction<G extends EnvGroup> extends Construct {
  readonly function: NodejsFunction;
  readonly group: G;

  constructor(scope: Construct, id: string, props: GroupFunctionProps<G>) {
    super(scope, id);
    this.group = props.group;
    const parsed = groupEnvironments[props.group].safeParse(props.environment);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
      throw new Error(`group ${props.group}: invalid Lambda environment (${problems.join('; ')})`);
    }
    const environment = Object.fromEntries(Object.entries(parsed.data).map(([name, value]) => [name, String(value)]));

    const { role, logGroup } = new FunctionRole(this, 'Execution', {
      stage: props.stage,
      description: `Switchboard ${props.stage.name}: the ${props.group} group's Lambda`,
    });

    this.function = new NodejsFunction(this, 'Function', {
      description: `Switchboard ${props.stage.name}: ${props.group} endpoints`,
      entry: paths.groupEntry(props.group),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(15),
      role,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: paths.lockFile,
      environment: { ...environment, NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: esmRequireBanner,
        minify: true,
        sourceMap: true,
        // The nodejs22.x runtime provides the AWS SDK v3.
        externalModules: ['@aws-sdk/*'],
      },
    });

    for (const key of tablesOfGroup(props.group)) this.grantTable(key, props.tables);
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

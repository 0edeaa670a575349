import { groupsWithRoutes, routeEntries, type TableKey } from '@switchboard/shared';
import { Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { Tables } from '../data/tables';
import type { StageConfig } from '../stage';
import { environmentOf, isEnvGroup, type CommonEnvironment } from './group-environment';
import { GroupFunction } from './group-function';
import { HealthFunction } from './health-function';

/** The health check's path (answered by the local runtime too); CloudFront forwards it to the API. */
export const healthPath = '/health';

/** One JSON line per request, from the variables HTTP APIs offer. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    path: '$context.path',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }),
);

export interface ApiProps {
  stage: StageConfig;
  tables: Tables;
  common: CommonEnvironment;
}

/** One Lambda per endpoint group and an HTTP API whose routes are the shared route table's rows. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** Every Lambda behind the API, named for alarms and outputs. */
  readonly functions: { name: string; function: IFunction }[] = [];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `switchboard-${props.stage.name}`,
      description: `Switchboard ${props.stage.name} API (reached through CloudFront)`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.stage.logRetention,
      removalPolicy: props.stage.removalPolicy,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.stage.throttle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    const tableNames = Object.fromEntries(
      Object.entries(props.tables.byKey).map(([key, table]) => [key, table.tableName]),
    ) as Record<TableKey, string>;
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const group of groupsWithRoutes()) {
      if (!isEnvGroup(group)) {
        throw new Error(`group ${group} has routes but no environment schema in functions/src/config/env.ts`);
      }
      const groupFunction = new GroupFunction(this, `Group-${group}`, {
        group,
        stage: props.stage,
        tables: props.tables,
        environment: environmentOf(group, props.common, tableNames),
      });
      this.functions.push({ name: group, function: groupFunction.function });
      // One API-scoped invoke permission per function (not one per route: a group's routes would outgrow the
      // Lambda resource-policy size limit).
      integrations.set(
        group,
        new HttpLambdaIntegration(`${group}-integration`, groupFunction.function, { scopePermissionToRoute: false }),
      );
    }

    for (const [, def] of routeEntries) {
      this.httpApi.addRoutes({
        path: def.path,
        methods: [HttpMethod[def.method]],
        integration: integrations.get(def.group)!,
      });
    }

    if (!routeEntries.some(([, def]) => def.path === healthPath)) {
      const health = new HealthFunction(this, 'Health', { stage: props.stage });
      this.functions.push({ name: 'health', function: health.function });
      this.httpApi.addRoutes({
        path: healthPath,
        methods: [HttpMethod.GET],
        integration: new HttpLambdaIntegration('health-integration', health.function, {
          scopePermissionToRoute: false,
        }),
      });
    }

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is done per route inside each Lambda by the session middleware (HttpOnly session cookie, ' +
        'roles from the shared route table); sign-in and health are public by design.',
    });
  }
}

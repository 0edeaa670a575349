import { directRouteEntries, groupsWithRoutes, type TableKey } from '@switchboard/shared';
import { Validations } from 'aws-cdk-lib';
import { HttpMethod, type HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Tables } from '../data/tables';
import type { StageConfig } from '../stage';
import { environmentOf, isEnvGroup, type ProvidedEnvironment } from './group-environment';
import { GroupFunction } from './group-function';
import { HealthFunction } from './health-function';

/** The health check's path (answered by the local runtime too); CloudFront forwards it to the API. */
export const healthPath = '/health';

export interface EndpointsProps {
  stage: StageConfig;
  httpApi: HttpApi;
  tables: Tables;
  /** Values for the groups' environment variables other than TABLE_X. */
  provided: ProvidedEnvironment;
  mailIdentityArn: string;
  /** The buckets a group's BUCKET_X variable may name, by X in lower case. */
  buckets?: Record<string, IBucket>;
}

/** One Lambda per endpoint group with routes, and one API route per direct row of the shared route table. */
export class Endpoints extends Construct {
  /** Every Lambda behind the API, named for alarms. */
  readonly functions: { name: string; function: IFunction }[] = [];

  constructor(scope: Construct, id: string, props: EndpointsProps) {
    super(scope, id);
    const tableNames = Object.fromEntries(
      Object.entries(props.tables.byKey).map(([key, table]) => [key, table.tableName]),
    ) as Record<TableKey, string>;

    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const group of groupsWithRoutes()) {
      if (!isEnvGroup(group)) {
        throw new Error(`group ${group} has routes but no environment schema in functions/src/config/env.ts`);
      }
      const { function: fn } = new GroupFunction(this, `Group-${group}`, {
        group,
        stage: props.stage,
        tables: props.tables,
        environment: environmentOf(group, props.provided, tableNames),
        mailIdentityArn: props.mailIdentityArn,
        buckets: props.buckets,
      });
      this.functions.push({ name: group, function: fn });
      // One API-scoped invoke permission per function, not one per route: a group's routes would soon outgrow
      // the Lambda resource-policy size limit.
      integrations.set(group, new HttpLambdaIntegration(`${group}-integration`, fn, { scopePermissionToRoute: false }));
    }

    for (const [, def] of directRouteEntries) {
      props.httpApi.addRoutes({
        path: def.path,
        methods: [HttpMethod[def.method]],
        integration: integrations.get(def.group)!,
      });
    }

    if (!directRouteEntries.some(([, def]) => def.path === healthPath)) {
      const { function: fn } = new HealthFunction(this, 'Health', { stage: props.stage });
      this.functions.push({ name: 'health', function: fn });
      props.httpApi.addRoutes({
        path: healthPath,
        methods: [HttpMethod.GET],
        integration: new HttpLambdaIntegration('health-integration', fn, { scopePermissionToRoute: false }),
      });
    }

    // The routes are children of the HttpApi construct.
    Validations.of(props.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is done per route inside each Lambda by the session middleware (HttpOnly session cookie, ' +
        'roles from the shared route table); sign-in, registration and health are public by design.',
    });
  }
}

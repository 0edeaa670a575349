import middy from '@middy/core';
import { routeKey, routesOfGroup, type Group, type RouteDef } from '@switchboard/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { env } from '../config/env';
import { accessLog, answerErrors, guard, validate, type RequestContext } from './middleware';
import type { Operation } from './operation';
import { jsonResponse, Reply } from './reply';

/** The caller's address: the configured header (CloudFront's viewer address when deployed), else the connection's. */
function clientAddress(event: APIGatewayProxyEventV2): string {
  const header = env().CLIENT_ADDRESS_HEADER;
  const given = header ? event.headers?.[header.toLowerCase()] : undefined;
  // CloudFront-Viewer-Address is "ip:port": the port changes with every connection, so it is dropped.
  const address = given ? given.replace(/:\d+$/, '') : undefined;
  return (address ?? event.requestContext?.http?.sourceIp ?? 'unknown').slice(0, 100);
}

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * One Lambda entry per group: its route table is the shared route table's rows of that group, each bound to an
 * operation. Every route of the group must have an operation (checked at load), so no route answers a stub.
 */
export function groupHandler(group: Group, operations: Record<string, Operation<RouteDef>>): Handler {
  const routesByKey = new Map<string, { name: string; def: RouteDef }>();
  for (const [name, def] of routesOfGroup(group)) {
    if (!operations[name]) throw new Error(`group ${group}: route ${name} has no operation`);
    routesByKey.set(routeKey(def), { name, def });
  }

  const dispatch = async (event: APIGatewayProxyEventV2, context: RequestContext) => {
    const state = context.state;
    const { name, def } = state.route!;
    const answer = await operations[name]!({
      query: state.query,
      body: state.body,
      principal: state.principal,
      request: {
        requestId: context.awsRequestId,
        clientAddress: clientAddress(event),
        cookies: state.cookies,
        host: event.headers?.['x-forwarded-host'] ?? event.headers?.host,
      },
    } as never);
    if (answer instanceof Reply) {
      return jsonResponse(answer.options.status ?? def.status ?? 200, answer.body, answer.options);
    }
    return jsonResponse(def.status ?? 200, answer);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RequestContext>(dispatch)
    .use(accessLog(group))
    .use(answerErrors(group))
    .use(guard(routesByKey))
    .use(validate()) as unknown as Handler;
}

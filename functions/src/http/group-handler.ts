import middy from '@middy/core';
import { routeKey, type RouteDef } from '@switchboard/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { env } from '../config/env';
import { accessLog, answerErrors, guard, validate, type RequestContext } from './middleware';
import { listingOf, pagingHeaders } from './list-answer';
import type { Binding } from './operation';
import { replyOfOutcome } from './outcome-reply';
import { jsonResponse, rawResponse, Reply } from './reply';
import { listenToRecordWrites } from '../data/record-writes';
import { recordWritten } from '../services/logs/audit';
import { audited } from '../services/logs/audit-context';
import { onFirstUse } from '../memo/on-first-use';
import { retentionDays } from '../services/logs/retention';

/**
 * What names the records a history line names by id reads the services of every domain: loaded when a write names
 * one, not at a Lambda's cold import (lambda-bundle.test.ts).
 */
const namesModule = onFirstUse(() => import('../services/logs/reference-names'));
type ReferenceNames = Awaited<ReturnType<typeof namesModule>>['referenceNames'];

/** The caller's address: the configured header (CloudFront's viewer address when deployed), else the connection's. */
function clientAddress(event: APIGatewayProxyEventV2): string {
  const header = env().CLIENT_ADDRESS_HEADER;
  const given = header ? event.headers?.[header.toLowerCase()] : undefined;
  // CloudFront-Viewer-Address is "ip:port": the port changes with every connection, so it is dropped.
  const address = given ? given.replace(/:\d+$/, '') : undefined;
  return (address ?? event.requestContext?.http?.sourceIp ?? 'unknown').slice(0, 100);
}

// Every record a request writes is a usage log (services/logs/audit.ts).
listenToRecordWrites(recordWritten);

export type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The HTTP answer of an operation's answer: a Reply's status and extras, a list's paging headers. */
function respond(def: RouteDef, given: unknown) {
  const answer = replyOfOutcome(given);
  if (answer instanceof Reply && answer.options.raw) return rawResponse(answer.options.status ?? 200, answer);
  if (answer instanceof Reply) {
    return jsonResponse(answer.options.status ?? def.status ?? 200, answer.body, answer.options);
  }
  const listing = listingOf(answer);
  if (listing) return jsonResponse(def.status ?? 200, listing.body(), { headers: pagingHeaders(listing) });
  return jsonResponse(def.status ?? 200, answer);
}

/**
 * One Lambda entry per group: its route table is the shared route table's direct rows of that group (from the parts
 * its binding names), each bound to an operation. Every route of the group must have one, and nothing else may be
 * bound (checked at load).
 */
export function groupHandler({ group, via, rows, operations }: Binding): Handler {
  if (via !== 'direct') throw new Error(`group ${group}: a handler serves direct routes, not relay operations`);
  const routesByKey = new Map<string, { name: string; def: RouteDef }>();
  for (const [name, def] of rows) {
    if (!operations[name]) throw new Error(`group ${group}: route ${name} has no operation`);
    routesByKey.set(routeKey(def), { name, def });
  }
  const stray = Object.keys(operations).filter((name) => !rows.some(([row]) => row === name));
  if (stray.length)
    throw new Error(
      `group ${group}: ${stray.join(', ')} is no direct route of the group (in the route parts it binds)`,
    );

  const dispatch = async (event: APIGatewayProxyEventV2, context: RequestContext) => {
    const state = context.state;
    const { name, def } = state.route!;
    const address = clientAddress(event);
    const userAgent = (event.headers?.['user-agent'] ?? '').slice(0, 200);
    const scope = {
      principal: state.principal,
      client: `${address}; ${userAgent}`,
      requestId: context.awsRequestId,
      retentionDays,
      referenceNames: async (...asked: Parameters<ReferenceNames>) => (await namesModule()).referenceNames(...asked),
    };
    // Every write the operation makes is logged in this scope; the logs are written before the answer leaves.
    const answer = await audited(scope, () =>
      operations[name]!({
        query: state.query,
        body: state.body,
        principal: state.principal,
        request: {
          requestId: context.awsRequestId,
          clientAddress: address,
          cookies: state.cookies,
          host: event.headers?.['x-forwarded-host'] ?? event.headers?.host,
          rawBody: () => Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8'),
          contentType: event.headers?.['content-type'] ?? '',
        },
      } as never),
    );
    return respond(def, answer);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, RequestContext>(dispatch)
    .use(accessLog(group))
    .use(answerErrors(group))
    .use(guard(routesByKey))
    .use(validate()) as unknown as Handler;
}

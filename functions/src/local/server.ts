import { apiPathPrefixes, groupsWithRoutes, routeEntries, routeKey, type Group } from '@switchboard/shared';
import { createServer, type Server } from 'node:http';
import { jsonResponse } from '../http/reply';
import { lambdaContext, toEvent, writeResult, type LambdaHandler } from './apigw-adapter';
import { staticFiles } from './static-files';

async function loadHandlers(): Promise<Map<Group, LambdaHandler>> {
  const handlers = new Map<Group, LambdaHandler>();
  for (const group of groupsWithRoutes()) {
    const module = (await import(`../groups/${group}/handler.ts`)) as { handler: LambdaHandler };
    handlers.set(group, module.handler);
  }
  return handlers;
}

/**
 * The local API Gateway + CloudFront: API routes (from the route table) go through the payload 2.0 adapter into
 * the very handlers that run in Lambda; /health answers readiness; everything else is the built console.
 */
export async function createLocalServer(webRoot: string): Promise<Server> {
  const handlers = await loadHandlers();
  const groupByRouteKey = new Map(routeEntries.map(([, def]) => [routeKey(def), def.group]));
  const apiPrefixes = apiPathPrefixes();
  const serveStatic = staticFiles(webRoot);

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    const group = groupByRouteKey.get(key);

    if (url.pathname === '/health') {
      writeResult(response, jsonResponse(200, { status: 'ok' }));
      return;
    }
    if (!group) {
      if (apiPrefixes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`))) {
        writeResult(response, jsonResponse(404, 'Not found.'));
        return;
      }
      serveStatic(request, response, url.pathname);
      return;
    }
    void (async () => {
      try {
        const event = await toEvent(request, key, url);
        if (event === 'tooLarge') {
          writeResult(response, jsonResponse(413, 'The request body is too large.'));
          return;
        }
        const result = await handlers.get(group)!(
          event,
          lambdaContext(event.requestContext.requestId, `switchboard-${group}`),
        );
        writeResult(response, result);
      } catch (error) {
        process.stderr.write(
          `${JSON.stringify({ level: 'error', message: 'adapter failure', error: String(error) })}\n`,
        );
        if (!response.headersSent) writeResult(response, jsonResponse(500, 'Something went wrong on the server.'));
      }
    })();
  });
}

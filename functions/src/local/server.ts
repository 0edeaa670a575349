import { apiPathPrefixes, directRouteEntries, groupsWithRoutes, routeKey, type Group } from '@switchboard/shared';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { log } from '../log/log';
import { jsonResponse } from '../http/reply';
import { BodyNotReceived, lambdaContext, toEvent, writeResult, type LambdaHandler } from './apigw-adapter';
import { staticFiles } from './static-files';

/** Every group's Lambda handler, as deployed (also called in-process by the API tests' fuzz). */
export async function loadHandlers(): Promise<Map<Group, LambdaHandler>> {
  const handlers = new Map<Group, LambdaHandler>();
  for (const group of groupsWithRoutes()) {
    const module = (await import(`../groups/${group}/handler.ts`)) as { handler: LambdaHandler };
    handlers.set(group, module.handler);
  }
  return handlers;
}

export interface LocalServerOptions {
  /** How long a request, body included, may take to arrive; a slower one is cut with 408. Default 30 s. */
  requestTimeoutMs?: number;
}

/** A request the server refuses before any handler sees it. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The decoded path, or a 400 for a malformed address (a bad % escape such as /%E0%A4%A). */
function parseTarget(rawUrl: string | undefined): { url: URL; path: string } {
  try {
    const url = new URL(rawUrl ?? '/', 'http://localhost');
    return { url, path: decodeURIComponent(url.pathname) };
  } catch {
    throw new Refusal(400, 'The address is not valid (a malformed % escape or URL).');
  }
}

const CONSOLE_METHODS = ['GET', 'HEAD'];
/** How long an idle kept-alive connection stays open (see createLocalServer). */
const KEEP_ALIVE_SECONDS = 65;

/**
 * The local API Gateway + CloudFront: API routes (from the route table) go through the payload 2.0 adapter into
 * the very handlers that run in Lambda; /health answers readiness; GET and HEAD of anything else is the built
 * console. No error of a request ends the process: each is answered (400, 404, 405, 408, 500) and logged.
 */
export async function createLocalServer(webRoot: string, options: LocalServerOptions = {}): Promise<Server> {
  const handlers = await loadHandlers();
  const groupByRouteKey = new Map(directRouteEntries.map(([, def]) => [routeKey(def), def.group]));
  const methodsByPath = new Map<string, string[]>();
  for (const [, def] of directRouteEntries)
    methodsByPath.set(def.path, [...(methodsByPath.get(def.path) ?? []), def.method]);
  const apiPrefixes = apiPathPrefixes();
  const serveStatic = staticFiles(webRoot);
  const isApiPath = (path: string) => apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const notAllowed = (allowed: string[]) =>
    new Refusal(405, `This address answers ${allowed.join(', ')} only.`, { allow: allowed.join(', ') });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const { url, path } = parseTarget(request.url);
    if (url.pathname === '/health') {
      if (!CONSOLE_METHODS.includes(method)) throw notAllowed(CONSOLE_METHODS);
      writeResult(response, jsonResponse(200, { status: 'ok' }));
      return;
    }
    const key = `${method} ${url.pathname}`;
    const group = groupByRouteKey.get(key);
    if (!group) {
      const allowed = methodsByPath.get(url.pathname);
      if (allowed) throw notAllowed(allowed);
      if (isApiPath(url.pathname)) throw new Refusal(404, 'Not found.');
      // Only reading the console: a write to a page address is not the console's index.html with 200.
      if (!CONSOLE_METHODS.includes(method)) throw notAllowed(CONSOLE_METHODS);
      serveStatic(request, response, path);
      return;
    }
    const event = await toEvent(request, key, url);
    if (event === 'tooLarge') throw new Refusal(413, 'The request body is too large.');
    const result = await handlers.get(group)!(
      event,
      lambdaContext(event.requestContext.requestId, `switchboard-${group}`),
    );
    writeResult(response, result);
  }

  function answerFailure(request: IncomingMessage, response: ServerResponse, error: unknown) {
    if (error instanceof BodyNotReceived)
      log('info', 'request ended before its body arrived', { method: request.method });
    else if (!(error instanceof Refusal))
      log('error', 'local server failure', { method: request.method, error: String(error) });
    if (response.headersSent || response.destroyed) {
      response.destroy();
      return;
    }
    const refusal = error instanceof Refusal ? error : new Refusal(500, 'Something went wrong on the server.');
    writeResult(response, jsonResponse(refusal.status, refusal.message, { headers: refusal.headers }));
  }

  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const server = createServer(
    {
      // Node cuts a request whose headers and body have not arrived in time with 408; the check runs every
      // connectionsCheckingInterval, so that is kept well below the timeout.
      requestTimeout,
      headersTimeout: requestTimeout,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(requestTimeout / 4))),
    },
    (request, response) => {
      route(request, response).catch((error: unknown) => answerFailure(request, response, error));
    },
  );
  // An idle kept-alive connection stays open a minute (Node's default is 5 s). A client reuses one until the timeout the
  // server announces (less a second), by its own timers: a busy client whose timers run late (a browser tab in the
  // background, a test process generating large bodies) sends on a connection the server has just closed, and a POST
  // fails with "other side closed" (seen in `npm run fuzz`). Browsers keep idle connections for minutes anyway.
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  return server;
}

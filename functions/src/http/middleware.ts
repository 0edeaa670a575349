import type { MiddlewareObj } from '@middy/core';
import {
  accessAllows,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  formatIssues,
  SESSION_COOKIE,
  type RouteDef,
} from '@switchboard/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Principal } from '../auth/principal';
import { resolveSession } from '../auth/sessions';
import { AppError, errorStatus } from '../errors';
import { log } from '../log/log';
import { verifyOrigin } from './origin-check';
import { jsonResponse } from './reply';
import { sourceMappedStack } from './source-mapped-stack';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;

/** What the middlewares learn about a request. */
export interface RequestState {
  route?: { name: string; def: RouteDef };
  principal?: Principal;
  query?: unknown;
  body?: unknown;
  cookies: Record<string, string>;
  startedAt: number;
}

/** The Lambda context, carrying what the middlewares learnt about the request. */
export type RequestContext = Context & { state: RequestState };

type Mw = MiddlewareObj<Event, Result, Error, RequestContext>;

/** A cookie value with its % escapes undone; a malformed one is kept as sent (it then matches no session). */
function cookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function parseCookies(event: Event): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of event.cookies ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) cookies[pair.slice(0, at).trim()] = cookieValue(pair.slice(at + 1).trim());
  }
  return cookies;
}

/** Logs one line per request (request id, route, status, duration, who) and maps every error to the error table. */
export const answerErrors = (group: string): Mw => ({
  onError: async (request) => {
    const error = request.error;
    const route = request.context.state?.route?.name;
    if (error instanceof AppError) {
      const retry = error.retryAfterSeconds;
      request.response = jsonResponse(errorStatus[error.kind], error.message, {
        headers: retry === undefined ? {} : { 'retry-after': String(retry) },
      });
    } else {
      log('error', 'unhandled error', {
        requestId: request.context.awsRequestId,
        group,
        route,
        error: error?.name,
        detail: error?.message,
        stack: sourceMappedStack(error?.stack),
      });
      request.response = jsonResponse(
        500,
        `Something went wrong on the server (request ${request.context.awsRequestId}).`,
      );
    }
  },
});

export const accessLog = (group: string): Mw => ({
  after: async (request) => logRequest(group, request.event, request.context, request.response),
  onError: async (request) => logRequest(group, request.event, request.context, request.response),
});

function logRequest(group: string, event: Event, context: RequestContext, response: Result | null) {
  const state = context.state;
  log('info', 'request', {
    requestId: context.awsRequestId,
    group,
    route: state?.route?.name ?? event.routeKey,
    status: response?.statusCode,
    durationMs: state ? Date.now() - state.startedAt : undefined,
    user: state?.principal?.email,
    organization: state?.principal?.organizationId,
  });
}

/** Checks the request came through CloudFront (deployed), finds the route, then applies the CSRF header rule, the session, and the route's roles, in that order. */
export const guard = (routesByKey: Map<string, { name: string; def: RouteDef }>): Mw => ({
  before: async (request) => {
    const { event } = request;
    const internal: RequestState = { startedAt: Date.now(), cookies: parseCookies(event) };
    request.context.state = internal;
    await verifyOrigin(event);
    const route = routesByKey.get(event.routeKey);
    if (!route) throw new AppError('notFound');
    internal.route = route;
    const { def } = route;

    const header = event.headers?.[CSRF_HEADER] ?? event.headers?.['X-Requested-With'];
    if (!def.csrfExempt && header !== CSRF_HEADER_VALUE) throw new AppError('csrf');

    if (def.access === 'public') {
      internal.principal = await resolveSession(internal.cookies[SESSION_COOKIE]);
      return;
    }
    const principal = await resolveSession(internal.cookies[SESSION_COOKIE]);
    if (!principal) throw new AppError('unauthenticated');
    internal.principal = principal;
    if (!accessAllows(def.access, principal.role)) throw new AppError('forbidden');
  },
});

const MAX_BODY_BYTES = 1024 * 1024;

/** JSON parsing and zod validation of the query and the body: 400 naming the field and rule. */
export const validate = (): Mw => ({
  before: async (request) => {
    const { event } = request;
    const internal = request.context.state;
    const def = internal.route!.def;
    if (def.query) internal.query = parseWith(def.query, event.queryStringParameters ?? {}, 'The query');
    if (def.body) {
      const text = event.isBase64Encoded
        ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
        : (event.body ?? '');
      if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError('tooLarge');
      const contentType = event.headers?.['content-type'] ?? '';
      if (text && !contentType.includes('application/json')) {
        throw new AppError('invalid', 'The body must be JSON (Content-Type: application/json).');
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        throw new AppError('invalid', 'The body is not valid JSON.');
      }
      if (json === undefined && !def.body.safeParse(undefined).success) {
        throw new AppError('invalid', 'The body is required.');
      }
      internal.body = parseWith(def.body, json, 'The body');
    }
  },
});

function parseWith(schema: z.ZodMiniType, value: unknown, subject: string): unknown {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid', formatIssues(result.error, subject));
  return result.data;
}

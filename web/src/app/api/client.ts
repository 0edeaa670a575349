import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  messages,
  relayCall,
  routes,
  type AnswerOf,
  type BodyOf,
  type QueryOf,
  type RelayAnswer,
  type RelayOperationName,
  type RouteName,
  type Routes,
} from '@switchboard/shared';
import { waitForSignIn } from '../auth/session-gate';
import { ApiError } from './api-error';
import { listPageOf, type ListPage } from './list-page';
import { redirectToLogin } from './redirect';
import { relayRefusal, unwrapRelayAnswer } from './relay';

export interface CallOptions<Q = unknown, B = unknown> {
  query?: Q;
  body?: B;
  signal?: AbortSignal;
}

/** A route's answer and what the server said beside it when it is a list (next page, cut). */
export interface RouteAnswer<A = unknown> {
  answer: A;
  page: ListPage;
}

const fallbackByStatus: Record<number, string> = {
  403: messages.msg_forbidden,
  404: messages.msg_not_found,
  409: messages.msg_version_conflict,
};

function urlOf(path: string, query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The text of a refusal: the answer when it is a text, else its Message or ResponseMessage (e.g. a password change). */
function refusalText(answer: unknown): string | undefined {
  const fields = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const text = typeof answer === 'string' ? answer : (fields.Message ?? fields.ResponseMessage);
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** Sign-in calls answer for themselves: a refused sign-in is not an expired session. */
const sessionRoutes = new Set<RouteName>(['Login', 'Logout']);

/**
 * Sends a direct route. An expired session does not drop the page: the call waits until the user signs in again
 * (session-gate), then is sent once more; only a user who gives up goes to the sign-in page.
 */
async function callDirect(name: RouteName, options: CallOptions, retried = false): Promise<RouteAnswer> {
  const def = routes[name];
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept: 'application/json' };
  const sendsBody = def.method !== 'GET' && options.body !== undefined;
  if (sendsBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlOf(def.path, options.query), {
      method: def.method,
      headers,
      credentials: 'same-origin',
      body: sendsBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(messages.msg_get_error, 0);
  }

  const answer = await readJson(response);
  if (response.ok) return { answer, page: listPageOf(response.headers) };
  if (response.status === 401 && answer === 'Redirect') {
    if (!retried && !sessionRoutes.has(name) && (await waitForSignIn())) return callDirect(name, options, true);
    redirectToLogin();
    throw new ApiError(messages.msg_redirect, 401, undefined, true);
  }
  const serverMessage = refusalText(answer);
  const fallback = response.status >= 500 ? messages.msg_server_error : fallbackByStatus[response.status];
  throw new ApiError(
    serverMessage ?? fallback ?? `Request failed (${response.status}).`,
    response.status,
    serverMessage,
    false,
    answer,
  );
}

/** Runs an /api operation through the relay (RequestData reads, SubmitData writes); a refusal is a RelayError. */
async function callRelay(name: RelayOperationName, options: CallOptions): Promise<RouteAnswer> {
  const { route, body } = relayCall(name, { query: options.query, body: options.body } as never);
  let wrapper: unknown;
  try {
    wrapper = (await callDirect(route, { body, signal: options.signal })).answer;
  } catch (error) {
    throw relayRefusal(error);
  }
  return unwrapRelayAnswer(wrapper as RelayAnswer);
}

/**
 * Calls a route by name without static types (the list-screen building block calls routes named by its config),
 * at its own path or through the relay as the route table says, with what the answer says beside a list.
 */
export function callRoutePage(name: RouteName, options: CallOptions = {}): Promise<RouteAnswer> {
  return routes[name].via === 'relay' ? callRelay(name as RelayOperationName, options) : callDirect(name, options);
}

/** Calls a route by name without static types; answers its answer. */
export async function callRoute(name: RouteName, options: CallOptions = {}): Promise<unknown> {
  return (await callRoutePage(name, options)).answer;
}

/**
 * The typed API client over the route table: `api('GetInvoices', { query })` answers the route's answer type.
 * It sends the CSRF header and JSON, turns 401 "Redirect" into navigation to sign-in, and any other failure into
 * an ApiError whose message the page shows.
 */
export function api<N extends RouteName>(
  name: N,
  options: CallOptions<QueryOf<Routes[N]>, BodyOf<Routes[N]>> = {},
): Promise<AnswerOf<Routes[N]>> {
  return callRoute(name, options) as Promise<AnswerOf<Routes[N]>>;
}

/**
 * An /api operation of the route table, through the relay: `relay('SetAsDefaultConnection', { body })` answers the
 * operation's own answer (the wrapper's ResponseBody); a refusal throws a RelayError with the spec's text.
 */
export const relay = <N extends RelayOperationName>(
  name: N,
  options: CallOptions<QueryOf<Routes[N]>, BodyOf<Routes[N]>> = {},
): Promise<AnswerOf<Routes[N]>> => api(name, options);

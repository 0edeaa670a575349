import {
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
import { listPageOf, type ListPage } from './list-page';
import { relayRefusal, unwrapRelayAnswer } from './relay';
import { readJson, sendRoute, type CallOptions } from './send-route';

export type { CallOptions };

/** A route's answer and what the server said beside it when it is a list (next page, cut). */
export interface RouteAnswer<A = unknown> {
  answer: A;
  page: ListPage;
}

/** Sends a direct route (send-route.ts: CSRF header, the expired-session wait, errors) and reads its JSON answer. */
async function callDirect(name: RouteName, options: CallOptions): Promise<RouteAnswer> {
  const response = await sendRoute(name, options, 'application/json');
  return { answer: await readJson(response), page: listPageOf(response.headers) };
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

import type {
  AnswerOf,
  Group,
  ItemOf,
  ParsedBodyOf,
  ParsedQueryOf,
  RouteDef,
  RouteName,
  RouteNameOf,
  Routes,
  Via,
} from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import type { Listing } from '../data/list-query';
import type { Reply } from './reply';

export interface RequestInfo {
  requestId: string;
  /** Who is calling from where, for rate limits (see CLIENT_ADDRESS_HEADER). */
  clientAddress: string;
  cookies: Record<string, string>;
  /** The host the request came through (X-Forwarded-Host, else Host); as the client sent it, so never trusted alone. */
  host?: string;
  /** The body as received and its Content-Type, for the routes that take a body other than JSON (uploads). */
  rawBody?: () => Buffer;
  contentType?: string;
}

export interface OperationInput<R extends RouteDef> {
  query: ParsedQueryOf<R>;
  body: ParsedBodyOf<R>;
  /** Present on every route but the public ones, where it is the session's if there is one. */
  principal: R extends { access: 'public' } ? Principal | undefined : Principal;
  request: RequestInfo;
}

/** The route's answer; a Reply when status, cookies or headers go with it; a Listing when the route pages. */
export type OperationAnswer<R extends RouteDef> =
  AnswerOf<R> | Reply<AnswerOf<R>> | (R extends { paged: true } ? Listing<ItemOf<R>> : never);

/** A thin handler: maps the validated input to a service call and answers what the route's answer schema says. */
export type Operation<R extends RouteDef> = (input: OperationInput<R>) => Promise<OperationAnswer<R>>;

export type Operations<N extends RouteName> = { [K in N]: Operation<Routes[K]> };
/** The operations of a group's direct routes, each named as its row. */
export type OperationsOf<G extends Group> = Operations<RouteNameOf<G>>;
/** The operations of the relay rows a group owns. */
export type RelayOperationsOf<G extends Group> = Operations<RouteNameOf<G, 'relay'>>;

/** A group's rows (direct or relay) bound to their service calls. */
export interface Binding<G extends Group = Group, V extends Via = Via> {
  group: G;
  via: V;
  operations: Record<string, Operation<RouteDef>>;
}

/**
 * Binds every direct route of a group, and nothing else: a missing or an extra operation fails to compile (and the
 * group's handler checks again when it loads).
 */
export const bindGroup = <G extends Group>(group: G, operations: OperationsOf<G>): Binding<G, 'direct'> => ({
  group,
  via: 'direct',
  operations: operations as unknown as Binding['operations'],
});

/** Binds every relay row a group owns, and nothing else (the relay's handler gathers the bindings of all groups). */
export const bindRelay = <G extends Group>(group: G, operations: RelayOperationsOf<G>): Binding<G, 'relay'> => ({
  group,
  via: 'relay',
  operations: operations as unknown as Binding['operations'],
});

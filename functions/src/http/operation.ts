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
import type { Outcome } from '../services/outcomes';
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

/**
 * The route's answer; a Reply when status, cookies or headers go with it; a service's Outcome (mapped to HTTP by
 * outcome-reply.ts); a Listing when the route pages.
 */
export type OperationAnswer<R extends RouteDef> =
  AnswerOf<R> | Reply<AnswerOf<R>> | Outcome | (R extends { paged: true } ? Listing<ItemOf<R>> : never);

/** A thin handler: maps the validated input to a service call and answers what the route's answer schema says. */
export type Operation<R extends RouteDef> = (input: OperationInput<R>) => Promise<OperationAnswer<R>>;

export type Operations<N extends RouteName> = { [K in N]: Operation<Routes[K]> };
/** The operations of a group's direct routes, each named as its row. */
export type OperationsOf<G extends Group> = Operations<RouteNameOf<G>>;
/** The operations of the relay rows a group owns. */
export type RelayOperationsOf<G extends Group> = Operations<RouteNameOf<G, 'relay'>>;

/** One part of the route table (shared/src/route-parts.ts): a domain's rows by name. */
export type RoutePart = Readonly<Record<string, RouteDef>>;

/** A group's rows (direct or relay) bound to their service calls. */
export interface Binding<G extends Group = Group, V extends Via = Via> {
  group: G;
  via: V;
  /** The group's rows of this kind, found in the route parts the binding was given. */
  rows: [RouteName, RouteDef][];
  operations: Record<string, Operation<RouteDef>>;
}

/** The rows of a group of one kind in the given parts of the route table. */
function rowsOf(group: Group, via: Via, parts: readonly RoutePart[]): [RouteName, RouteDef][] {
  return parts
    .flatMap((part) => Object.entries(part) as [RouteName, RouteDef][])
    .filter(([, def]) => def.group === group && def.via === via);
}

/**
 * Binds every direct route of a group, and nothing else: a missing or an extra operation fails to compile (and the
 * group's handler checks again when it loads). `parts` are the route table's parts that hold the group's rows: the
 * Lambda builds only their schemas; an operation whose row is in none of them fails the load.
 */
export const bindGroup = <G extends Group>(
  group: G,
  parts: readonly RoutePart[],
  operations: OperationsOf<G>,
): Binding<G, 'direct'> => ({
  group,
  via: 'direct',
  rows: rowsOf(group, 'direct', parts),
  operations: operations as unknown as Binding['operations'],
});

/**
 * Binds every relay row a group owns, and nothing else (the relay's handler gathers the bindings of all groups);
 * `parts` as for bindGroup.
 */
export const bindRelay = <G extends Group>(
  group: G,
  parts: readonly RoutePart[],
  operations: RelayOperationsOf<G>,
): Binding<G, 'relay'> => ({
  group,
  via: 'relay',
  rows: rowsOf(group, 'relay', parts),
  operations: operations as unknown as Binding['operations'],
});

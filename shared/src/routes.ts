import { accountRoutes } from './account/routes';
import { billingRoutes } from './billing/routes';
import { catalogueRoutes } from './catalogue/routes';
import { connectionsRoutes } from './connections/routes';
import { contentRoutes } from './content/routes';
import { helpRoutes } from './help/routes';
import { logsRoutes } from './logs/routes';
import { organizationRoutes } from './organization/routes';
import type { BodyOf, QueryOf, RouteDef, Via } from './core/route';
import { relayEnvelope } from './relay/envelope';
import { relayRoutes } from './relay/routes';
import { skillTestsRoutes } from './skill-tests/routes';
import type { Group } from './roles';
import { usersRoutes } from './users/routes';
import { collectionsRoutes } from './collections/routes';
import { inAppHelpRoutes } from './in-app-help/routes';
import { aplRoutes } from './apl/routes';

/**
 * THE route table, direct routes and the relay's /api operations alike: the Lambdas route from it, the relay
 * dispatches from it, the stack creates API routes from its direct rows, the console and the tests call through it.
 */
export const routes = {
  ...accountRoutes,
  ...billingRoutes,
  ...usersRoutes,
  ...catalogueRoutes,
  ...connectionsRoutes,
  ...organizationRoutes,
  ...contentRoutes,
  ...helpRoutes,
  ...logsRoutes,
  ...relayRoutes,
  ...collectionsRoutes,
  ...inAppHelpRoutes,
  ...aplRoutes,
  ...skillTestsRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type NamesWhere<Condition> = { [K in RouteName]: Routes[K] extends Condition ? K : never }[RouteName];
/** Rows reached at their own method and path. */
export type DirectRouteName = NamesWhere<{ via: 'direct' }>;
/** Rows reached through the relay (`relay('SetAsDefaultConnection', …)`). */
export type RelayOperationName = NamesWhere<{ via: 'relay' }>;
/** The rows a group owns: its direct routes (its Lambda serves them) or its relay operations (the relay runs them). */
export type RouteNameOf<G extends Group, V extends Via = 'direct'> = NamesWhere<{ group: G; via: V }>;

export const routeEntries = Object.entries(routes) as [RouteName, RouteDef][];
export const directRouteEntries = routeEntries.filter(([, def]) => def.via === 'direct') as [
  DirectRouteName,
  RouteDef,
][];
export const relayOperationEntries = routeEntries.filter(([, def]) => def.via === 'relay') as [
  RelayOperationName,
  RouteDef,
][];

/** The direct routes (default) or the relay operations a group owns. */
export function routesOfGroup(group: Group, via: Via = 'direct'): [RouteName, RouteDef][] {
  return routeEntries.filter(([, def]) => def.group === group && def.via === via);
}

/** Groups that have at least one direct route: each becomes one Lambda. */
export function groupsWithRoutes(): Group[] {
  return [...new Set(directRouteEntries.map(([, def]) => def.group))];
}

/** First path segments of the API (e.g. "/Auth"), which CloudFront forwards to the API. */
export function apiPathPrefixes(): string[] {
  return [...new Set(directRouteEntries.map(([, def]) => `/${def.path.split('/')[1]}`))].sort();
}

/** A typed relay call: which relay route to call, with which body (see relay/envelope.ts). */
export function relayCall<N extends RelayOperationName>(
  name: N,
  input: { query?: QueryOf<Routes[N]>; body?: BodyOf<Routes[N]> } = {},
) {
  return relayEnvelope(routes[name], input as { query?: Record<string, unknown>; body?: unknown });
}

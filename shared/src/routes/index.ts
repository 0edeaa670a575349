import type { Group } from '../roles';
import { accountRoutes } from './account';
import { billingRoutes } from './billing';
import { catalogueRoutes } from './catalogue';
import { connectionsRoutes } from './connections';
import { relayRoutes } from './relay';
import type { RouteDef } from './define';
import { usersRoutes } from './users';

/** THE route table: the Lambdas route from it, the stack creates API routes from it, the client calls through it. */
export const routes = {
  ...accountRoutes,
  ...billingRoutes,
  ...usersRoutes,
  ...catalogueRoutes,
  ...connectionsRoutes,
  ...relayRoutes,
} satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

export const routeEntries = Object.entries(routes) as [RouteName, RouteDef][];

export function routesOfGroup(group: Group): [RouteName, RouteDef][] {
  return routeEntries.filter(([, def]) => def.group === group);
}

/** Groups that have at least one route: each becomes one Lambda. */
export function groupsWithRoutes(): Group[] {
  return [...new Set(routeEntries.map(([, def]) => def.group))];
}

/** First path segments of the API (e.g. "/Auth"), which CloudFront forwards to the API. */
export function apiPathPrefixes(): string[] {
  return [...new Set(routeEntries.map(([, def]) => `/${def.path.split('/')[1]}`))].sort();
}

export function routeKey(def: RouteDef): string {
  return `${def.method} ${def.path}`;
}

import { roles, routes, type Access, type Role, type RouteName } from '@switchboard/shared';

/** Whether a route's `access` (route table) lets a signed-in user of this role call it. */
export const accessAllows = (access: Access, role: Role) =>
  access === 'public' || access === 'signedIn' || access.includes(role);

/**
 * The roles that may use a screen: those every one of its primary routes allows. Derived from the route table, so
 * the navigation and the route gate cannot drift from what the server enforces.
 */
export const rolesAllowedBy = (names: readonly RouteName[]): readonly Role[] =>
  roles.filter((role) => names.every((name) => accessAllows(routes[name].access, role)));

import { accessAllows, roles, routes, type Role, type RouteName } from '@switchboard/shared';

/**
 * The roles that may use a screen: those every one of its primary routes allows. Derived from the route table, so
 * the navigation and the route gate cannot drift from what the server enforces.
 */
export const rolesAllowedBy = (names: readonly RouteName[]): readonly Role[] =>
  roles.filter((role) => names.every((name) => accessAllows(routes[name].access, role)));

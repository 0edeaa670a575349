import type { Role, RouteName } from '@switchboard/shared';
import type { ComponentType, LazyExoticComponent } from 'react';
import { rolesAllowedBy } from './route-roles';

export const navAreas = [
  'Access',
  'Organization',
  'Connections',
  'Catalogue',
  'Content',
  'Assistant',
  'Insights',
  'Billing',
] as const;
export type NavArea = (typeof navAreas)[number];

export type Page = LazyExoticComponent<ComponentType>;

/** One page of the console as it is declared (see registry.ts). */
export interface ScreenDeclaration {
  /** The router's path (`:name` for a part of it, e.g. /setup/:slug). */
  path: string;
  /** Its name: the navigation link, the breadcrumb, the "not allowed" page. */
  title: string;
  /** The page, loaded on first use (its own chunk). */
  page: Page;
  /**
   * The routes the screen cannot work without (usually its list route). Its roles are those all of them allow;
   * none (e.g. change password) means every signed-in user.
   */
  routes: readonly RouteName[];
  /** In the side navigation and on the home page: its area and one line saying what it is for. */
  nav?: { area: NavArea; description: string };
  /** A page opened from another screen: its breadcrumb sits under that screen's (its path). */
  parent?: string;
  /** For signed-out visitors too (e.g. registering through an invitation link); outside the shell. */
  public?: boolean;
}

export interface Screen extends ScreenDeclaration {
  roles: readonly Role[];
}

export const screen = (declaration: ScreenDeclaration): Screen => ({
  ...declaration,
  roles: rolesAllowedBy(declaration.routes),
});

export const canUse = (item: Screen, role: Role) => item.roles.includes(role);

import type { Role } from '@switchboard/shared';

export const navAreas = ['Access', 'Connections', 'Catalogue', 'Content', 'Assistant', 'Insights', 'Billing'] as const;
export type NavArea = (typeof navAreas)[number];

export interface NavItem {
  text: string;
  href: string;
  area: NavArea;
  /** Roles that may open the screen; the navigation hides it from everyone else and the route refuses them. */
  roles: readonly Role[];
  /** One line for the home page's list of screens. */
  description: string;
}

export const HOME_PATH = '/';

/**
 * THE navigation: every screen that works today, in its area, with the roles that may use it.
 * A screen added later is one more entry here (and its route in app/routes).
 */
export const navItems: readonly NavItem[] = [
  {
    text: 'Invite users',
    href: '/access/invite-users',
    area: 'Access',
    roles: ['OrgAdmin', 'PlatformAdmin'],
    description: 'Invite people by email; approve, configure, enable or disable their accounts.',
  },
  {
    text: 'Setup systems',
    href: '/setup/systems',
    area: 'Connections',
    roles: ['OrgAdmin'],
    description: 'Connect external systems: authorization, validation, defaults and test questions.',
  },
  {
    text: 'Integration settings',
    href: '/connections/integration-settings',
    area: 'Connections',
    roles: ['OrgAdmin'],
    description: "Per connection: its system's default settings, renamed columns and custom columns.",
  },
  {
    text: 'System list settings',
    href: '/catalogue/systems',
    area: 'Catalogue',
    roles: ['PlatformAdmin', 'OrgAdmin', 'Staff'],
    description: 'The systems organizations connect to and their categories.',
  },
  {
    text: 'Default setting fields',
    href: '/catalogue/default-setting-fields',
    area: 'Catalogue',
    roles: ['PlatformAdmin', 'OrgAdmin', 'Staff'],
    description: 'The settings each system offers its connections.',
  },
  {
    text: 'Connection fields',
    href: '/catalogue/connection-fields',
    area: 'Catalogue',
    roles: ['PlatformAdmin', 'OrgAdmin', 'Staff'],
    description: 'The fields a connection to each system asks for.',
  },
  {
    text: 'Invoices',
    href: '/billing/invoices',
    area: 'Billing',
    roles: ['PlatformAdmin', 'OrgAdmin'],
    description: 'Add, edit and delete invoices; follow their status, amounts and due dates.',
  },
];

export const canUse = (item: NavItem, role: Role) => item.roles.includes(role);

export const navItemsFor = (role: Role) => navItems.filter((item) => canUse(item, role));

export const navItemByHref = (href: string) => navItems.find((item) => item.href === href);

/** The role's screens grouped by area, in the areas' order; empty areas are left out. */
export function navSectionsFor(role: Role): { area: NavArea; items: NavItem[] }[] {
  const mine = navItemsFor(role);
  return navAreas
    .map((area) => ({ area, items: mine.filter((item) => item.area === area) }))
    .filter((section) => section.items.length > 0);
}

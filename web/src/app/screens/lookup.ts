import type { Role } from '@switchboard/shared';
import { matchPath } from 'react-router-dom';
import { screens } from './registry';
import { canUse, navAreas, type NavArea, type Screen } from './screen';

export const screenByPath = (path: string) => screens.find((item) => item.path === path);

/**
 * The screen a location shows. A path of its own wins over a pattern (/setup/systems is not the setup page of a
 * system named "systems").
 */
export const screenAt = (pathname: string) =>
  screenByPath(pathname) ?? screens.find((item) => matchPath(item.path, pathname));

/** The role's navigation screens grouped by area, in the areas' order; empty areas are left out. */
export function navSectionsFor(role: Role): { area: NavArea; items: Screen[] }[] {
  const mine = screens.filter((item) => item.nav && canUse(item, role));
  return navAreas
    .map((area) => ({ area, items: mine.filter((item) => item.nav!.area === area) }))
    .filter((section) => section.items.length > 0);
}

/** What a "not allowed" page names: the screen, or for a page opened from another screen, that screen. */
export const gateTitle = (item: Screen) =>
  item.parent ? (screenByPath(item.parent)?.title ?? item.title) : item.title;

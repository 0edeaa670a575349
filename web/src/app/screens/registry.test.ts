import { routes } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { gateTitle, navSectionsFor, screenAt } from './lookup';
import { screens } from './registry';
import { rolesAllowedBy } from './route-roles';

describe('screen registry', () => {
  it('derives a screen’s roles from the access of the routes it names', () => {
    expect(rolesAllowedBy(['GetInvoices'])).toEqual(['PlatformAdmin', 'OrgAdmin']);
    expect(rolesAllowedBy(['GetSystemLists'])).toEqual(['PlatformAdmin', 'OrgAdmin', 'Staff']);
    // Every route must allow the role: the Organizations list is the PlatformAdmin's alone.
    expect(rolesAllowedBy(['GetInvoices', 'Organizations'])).toEqual(['PlatformAdmin']);
    for (const screen of screens) {
      for (const name of screen.routes) expect(routes[name], `${screen.path}: ${name}`).toBeDefined();
      expect(screen.roles).toEqual(rolesAllowedBy(screen.routes));
    }
  });

  it('declares each path once', () => {
    const paths = screens.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives each role the navigation the server lets it use', () => {
    const titles = (role: Parameters<typeof navSectionsFor>[0]) =>
      navSectionsFor(role).flatMap((section) => section.items.map((item) => `${section.area}/${item.title}`));
    expect(titles('Staff')).toEqual([
      'Catalogue/System list settings',
      'Catalogue/Default setting fields',
      'Catalogue/Connection fields',
      'Content/Blogs',
      'Content/Briefings',
      'Content/KPIs',
      'Content/Voice dashboard KPI data',
      'Content/News',
      'Content/Notifications',
      'Content/Employees',
      'Content/Cafeteria menus',
      'Content/Collection categories',
      'Assistant/Help Q&A',
      'Assistant/Import and export help Q&A',
      'Assistant/Skill tests',
    ]);
    expect(titles('OrgAdmin')).toEqual([
      'Access/Invite users',
      'Organization/Organization setup',
      'Organization/Organization settings',
      'Connections/Setup systems',
      'Connections/Integration settings',
      'Catalogue/System list settings',
      'Catalogue/Default setting fields',
      'Catalogue/Connection fields',
      'Content/Blogs',
      'Content/Briefings',
      'Content/KPIs',
      'Content/Voice dashboard KPI data',
      'Content/News',
      'Content/Notifications',
      'Content/Employees',
      'Content/Cafeteria menus',
      'Content/Collection categories',
      'Assistant/Help Q&A',
      'Assistant/Import and export help Q&A',
      'Assistant/Skill tests',
      'Insights/Usage logs',
      'Billing/Invoices',
    ]);
    expect(titles('PlatformAdmin')).toEqual([
      'Access/Invite users',
      'Catalogue/System list settings',
      'Catalogue/Default setting fields',
      'Catalogue/Connection fields',
      'Catalogue/Setting definitions',
      'Insights/Usage logs',
      'Billing/Invoices',
    ]);
  });

  it('finds the screen of a location, its own path before a pattern', () => {
    expect(screenAt('/setup/systems')?.title).toBe('Setup systems');
    expect(screenAt('/setup/salesforce/abc')?.title).toBe('System setup');
    expect(gateTitle(screenAt('/setup/salesforce')!)).toBe('Setup systems');
    expect(screenAt('/no/such/page')).toBeUndefined();
  });

  it('opens a skill test result for OrgAdmin and Staff, outside the navigation, under the skill tests', () => {
    const result = screenAt('/skilltest/TestSkillResult')!;
    expect(result.title).toBe('Skill test result');
    expect(result.roles).toEqual(['OrgAdmin', 'Staff']);
    expect(result.nav).toBeUndefined();
    expect(result.parent).toBe('/skilltest/index');
  });
});

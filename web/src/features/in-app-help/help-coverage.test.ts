import { DEFAULT_IN_APP_HELP, helpKeyFor } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { screens } from '../../app/screens/registry';

describe('in-app help', () => {
  it('has default help written for every signed-in screen of the registry (and the home page)', () => {
    const missing = screens
      .filter((screen) => !screen.public)
      .map((screen) => screen.path)
      .filter((path) => !Object.hasOwn(DEFAULT_IN_APP_HELP, path));
    // A new screen: add its help to shared/src/in-app-help/default-help*.ts (what it is for, then its fields).
    expect(missing).toEqual([]);
    expect(DEFAULT_IN_APP_HELP['/']).toBeDefined();
  });

  it("titles a screen's help as the navigation and the page title it", () => {
    // A page of a pattern (/setup/:slug) titles itself after its record ("Connect Salesforce"); its help is general.
    const differing = screens
      .filter((screen) => Object.hasOwn(DEFAULT_IN_APP_HELP, screen.path) && !screen.path.includes(':'))
      .filter((screen) => DEFAULT_IN_APP_HELP[screen.path]!.Title !== screen.title)
      .map((screen) => `${screen.path}: help '${DEFAULT_IN_APP_HELP[screen.path]!.Title}', page '${screen.title}'`);
    expect(differing).toEqual([]);
  });

  it("finds a page's help by its path, its screen's pattern or its nearest parent", () => {
    const keys = ['/', '/setup/systems', '/setup/:slug', '/setup/:slug/:id'];
    expect(helpKeyFor('/setup/systems', keys)).toBe('/setup/systems');
    expect(helpKeyFor('/setup/salesforce', keys)).toBe('/setup/:slug');
    expect(helpKeyFor('/setup/salesforce/42', keys)).toBe('/setup/:slug/:id');
    expect(helpKeyFor('/setup/salesforce/42/extra', keys)).toBe('/setup/:slug/:id');
    expect(helpKeyFor('/nowhere', keys)).toBe('/');
  });
});

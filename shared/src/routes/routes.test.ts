import { describe, expect, it } from 'vitest';
import { groups } from '../roles';
import { apiPathPrefixes, routeEntries, routeKey } from './index';

/** Console pages whose URLs the spec fixes; no API path may take them. */
const consolePages = ['/Account', '/Chat', '/skilltest', '/setup', '/billing'];

describe('the route table', () => {
  it('has one row per method and path', () => {
    const keys = routeEntries.map(([, def]) => routeKey(def));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names a known group and an access rule for every route', () => {
    for (const [, def] of routeEntries) {
      expect(groups).toContain(def.group);
      expect(def.access === 'public' || def.access === 'signedIn' || def.access.length > 0).toBe(true);
    }
  });

  it('keeps API prefixes apart from console pages', () => {
    for (const prefix of apiPathPrefixes()) expect(consolePages).not.toContain(prefix);
  });

  it('reads nothing but GET queries from a GET route body', () => {
    for (const [name, def] of routeEntries) {
      if (def.method === 'GET') expect(def.body, name).toBeUndefined();
    }
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { groups } from './roles';
import {
  apiPathPrefixes,
  directRouteEntries,
  relayCall,
  relayOperationEntries,
  routeEntries,
  routes,
  type DirectRouteName,
  type Routes,
  type RelayOperationName,
  type RouteNameOf,
} from './routes';
import type { Invoice } from './billing/schemas';
import { pageInfoOf } from './core/paging';
import { relayPageInfo } from './relay/envelope';
import { relayKey, routeKey, type AnswerOf, type BodyOf, type QueryOf } from './core/route';

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

  it('pages only GET lists, with PageSize and Cursor in their query', () => {
    for (const [name, def] of routeEntries.filter(([, def]) => def.paged)) {
      expect(def.method, name).toBe('GET');
      expect(def.query?.safeParse({ PageSize: '20', Cursor: 'abc' }).success, name).toBe(true);
      expect(def.query?.safeParse({ PageSize: '0' }).success, name).toBe(false);
    }
    expect(routes.GetInvoices.paged).toBe(true);
  });
});

describe('the relay rows of the table', () => {
  it('are /api operations owned by a domain, never by the relay itself', () => {
    expect(relayOperationEntries.length).toBeGreaterThan(0);
    for (const [name, def] of relayOperationEntries) {
      expect(def.path, name).toMatch(/^\/api\/[A-Za-z][A-Za-z0-9]*$/);
      expect(def.group, name).not.toBe('relay');
      expect(def.access, name).not.toBe('public');
      expect(def.csrfExempt, name).toBeUndefined();
    }
  });

  it('are named as their /api path names them, and found by method and path whatever the case', () => {
    const keys = relayOperationEntries.map(([, def]) => relayKey(def.method, def.path));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, def] of relayOperationEntries) expect(def.path).toBe(`/api/${name}`);
  });

  it('stay out of the direct routes: no API Gateway route, no /api prefix for CloudFront', () => {
    expect(directRouteEntries.some(([, def]) => def.path.startsWith('/api/'))).toBe(false);
    expect(apiPathPrefixes()).not.toContain('/api');
    expect(directRouteEntries.length + relayOperationEntries.length).toBe(routeEntries.length);
  });

  it('build the relay call of an operation: reads through RequestData, writes through SubmitData', () => {
    expect(relayCall('GetIntegrationConfigDataSourceCount', { query: { id: 'a b' } })).toEqual({
      route: 'RequestData',
      body: { RequestType: '/api/GetIntegrationConfigDataSourceCount', QueryString: 'id=a+b', Method: 'GET' },
    });
    expect(relayCall('SetAsDefaultConnection', { body: { IntegrationConfigurationID: 'x' } })).toEqual({
      route: 'SubmitData',
      body: {
        RequestType: '/api/SetAsDefaultConnection',
        QueryString: '',
        RequestBody: { IntegrationConfigurationID: 'x' },
        Method: 'POST',
      },
    });
  });

  it("read a relayed list's paging from its wrapper as a direct route's from its headers", () => {
    const wrapper = { ResponseStatus: 'Success', ResponseMessage: '', ResponseBody: '[]' };
    expect(relayPageInfo({ ...wrapper, NextCursor: 'c', Truncated: true })).toEqual({
      nextCursor: 'c',
      truncated: true,
    });
    expect(relayPageInfo(wrapper)).toEqual(pageInfoOf(new Headers()));
  });
});

describe('the table types', () => {
  it('keep each row literal: its group, its kind and whether it is public', () => {
    expectTypeOf(routes.Login.access).toEqualTypeOf<'public'>();
    expectTypeOf(routes.GetInvoices.group).toEqualTypeOf<'billing'>();
    expectTypeOf<RouteNameOf<'billing'>>().toEqualTypeOf<
      'GetInvoices' | 'PostInvoice' | 'UpdateInvoice' | 'DeleteInvoice'
    >();
    expectTypeOf<RouteNameOf<'connections', 'relay'>>().toEqualTypeOf<
      'GetIntegrationConfigDataSourceCount' | 'IntegrationConfigurations' | 'SetAsDefaultConnection'
    >();
    expectTypeOf<'SetAsDefaultConnection'>().toExtend<RelayOperationName>();
    expectTypeOf<'SetAsDefaultConnection'>().not.toExtend<DirectRouteName>();
  });

  it('give each row its query, body and answer types, the family built by crudRoutes included', () => {
    type R = Routes;
    expectTypeOf<QueryOf<R['GetInvoices']>>().toEqualTypeOf<{
      OrganizationID?: string | undefined;
      Search?: string | undefined;
      PageSize?: unknown;
      Cursor?: string | undefined;
    }>();
    expectTypeOf<AnswerOf<R['GetInvoices']>>().toEqualTypeOf<Invoice[]>();
    expectTypeOf<AnswerOf<R['PostInvoice']>>().toEqualTypeOf<Invoice>();
    expectTypeOf<AnswerOf<R['UpdateInvoice']>>().toEqualTypeOf<'Success'>();
    expectTypeOf<BodyOf<R['DeleteInvoice']>>().toExtend<{ InvoiceID: string }>();
    expectTypeOf<QueryOf<R['DeleteInvoice']>>().toEqualTypeOf<undefined>();
    expectTypeOf<QueryOf<R['DeleteSystemList']>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf(routes.DeleteSystemList.method).toEqualTypeOf<'POST'>();
    expectTypeOf(routes.DeleteCustomColumn.method).toEqualTypeOf<'GET'>();
    expectTypeOf<AnswerOf<R['GetIntegrationConfigDataSourceCount']>>().toEqualTypeOf<number>();
  });
});

import { invoiceFamily, newsFamily } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal';
import { bindFamily, type FamilyService } from './bind-family';
import type { OperationInput } from './operation';

const principal: Principal = { email: 'a@example.net', role: 'OrgAdmin', organizationId: 'org', sessionHash: 'h' };
const request = { requestId: 'r', clientAddress: '127.0.0.1', cookies: {} };

/** A service that answers which call it got and with what. */
const recording = (): FamilyService => ({
  list: async (query, who) => ['list', query, who],
  add: async (body, who) => ['add', body, who],
  update: async (body, who) => ['update', body, who],
  remove: async (ref, who) => ['remove', ref, who],
});
const input = (query: object, body: object) => ({ query, body, principal, request }) as OperationInput<never>;

describe('bindFamily', () => {
  it("binds each call the family declares to its service's function, with the validated input", async () => {
    const bound = bindFamily(newsFamily, async () => recording());
    expect(Object.keys(bound)).toEqual(['GetNews', 'AddNews', 'UpdateNews', 'DeleteNews']);
    const call = (name: keyof typeof bound, query: object, body: object) =>
      (bound[name] as (given: unknown) => Promise<unknown>)(input(query, body));
    expect(await call('GetNews', { PageSize: 5 }, {})).toEqual(['list', { PageSize: 5 }, principal]);
    expect(await call('AddNews', {}, { NewsType: 'a' })).toEqual(['add', { NewsType: 'a' }, principal]);
    expect(await call('UpdateNews', {}, { NewsID: 'n' })).toEqual(['update', { NewsID: 'n' }, principal]);
    expect(await call('DeleteNews', { id: 'n' }, {})).toEqual(['remove', { id: 'n' }, principal]);
  });

  it('sends a delete by body its body (an invoice) and one by query its query (content)', async () => {
    const bound = bindFamily(invoiceFamily, async () => recording());
    const remove = bound.DeleteInvoice as (given: unknown) => Promise<unknown>;
    expect(await remove(input({}, { InvoiceID: 'i' }))).toEqual(['remove', { InvoiceID: 'i' }, principal]);
  });
});

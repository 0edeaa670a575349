import { NEXT_CURSOR_HEADER, TRUNCATED_HEADER, type Invoice } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS, type Answer } from './client';
import { OTHER_ORG, validInvoice } from './fixtures';

let orgAdmin: string;
let otherAdmin: string;
let platform: string;

/** Every page of the invoices, `size` at a time, following X-Next-Cursor until it is absent. */
async function pages(cookie: string, size: number, query: Record<string, string> = {}): Promise<Invoice[][]> {
  const found: Invoice[][] = [];
  let cursor: string | null = null;
  do {
    const answer: Answer<Invoice[]> = await call<Invoice[]>('GetInvoices', {
      cookie,
      query: { ...query, PageSize: String(size), ...(cursor ? { Cursor: cursor } : {}) },
    });
    expect(answer.status).toBe(200);
    found.push(answer.body);
    cursor = answer.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor && found.length < 50);
  return found;
}

const everything = async (cookie: string, query: Record<string, string> = {}) => {
  const answer = await call<Invoice[]>('GetInvoices', { cookie, query });
  expect(answer.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
  expect(answer.headers.get(TRUNCATED_HEADER)).toBeNull();
  return answer.body;
};
const ids = (invoices: Invoice[]) => invoices.map((invoice) => invoice.InvoiceID);
const isoCreated = (invoice: Invoice) => invoice.InvoiceCreatedDate.split('/').reverse().join('-');

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  platform = await signIn(USERS.platform);
  // Enough invoices of Other Organization, on days apart, for several pages.
  for (const day of ['03', '11', '07', '25', '19']) {
    const body = validInvoice({ InvoiceCreatedDate: `${day}/03/2027`, InvoiceDueDate: '30/04/2027' });
    expect((await call('PostInvoice', { cookie: otherAdmin, body })).status).toBe(201);
  }
});

describe('GetInvoices, a page at a time', () => {
  it('answers pages of PageSize, newest first, each giving the cursor of the next until the last', async () => {
    const paged = await pages(otherAdmin, 2);
    expect(paged.length).toBeGreaterThanOrEqual(3);
    for (const page of paged.slice(0, -1)) expect(page).toHaveLength(2);
    expect(paged.at(-1)!.length).toBeGreaterThan(0);
    const all = paged.flat();
    expect(ids(all)).toEqual(ids(await everything(otherAdmin)));
    const created = all.map(isoCreated);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("pages every organization's invoices for a PlatformAdmin, and one organization's when named", async () => {
    const across = await pages(platform, 3);
    expect(across.length).toBeGreaterThan(1);
    expect(ids(across.flat())).toEqual(ids(await everything(platform)));
    const named = await pages(platform, 2, { OrganizationID: OTHER_ORG });
    expect(named.length).toBeGreaterThan(1);
    expect(ids(named.flat())).toEqual(ids(await everything(otherAdmin)));
  });

  it('refuses a cursor of another list: another organization, all organizations, or made up', async () => {
    const first = await call('GetInvoices', { cookie: otherAdmin, query: { PageSize: '1' } });
    const otherCursor = first.headers.get(NEXT_CURSOR_HEADER)!;
    const acrossCursor = (await call('GetInvoices', { cookie: platform, query: { PageSize: '1' } })).headers.get(
      NEXT_CURSOR_HEADER,
    )!;
    const refusal = { status: 400, body: 'Cursor: is not a cursor this list gave out' };
    for (const Cursor of [otherCursor, acrossCursor, 'not-a-cursor', Buffer.from('{"pk":1}').toString('base64url')]) {
      expect(await call('GetInvoices', { cookie: orgAdmin, query: { PageSize: '2', Cursor } })).toMatchObject(refusal);
    }
  });

  it('names PageSize and its rule when it is not a page size', async () => {
    for (const [PageSize, rule] of [
      ['0', 'must be at least 1'],
      ['101', 'must be at most 100'],
      ['two', 'must be a whole number'],
    ]) {
      expect(await call('GetInvoices', { cookie: orgAdmin, query: { PageSize: PageSize! } })).toMatchObject({
        status: 400,
        body: `PageSize: ${rule}`,
      });
    }
  });
});

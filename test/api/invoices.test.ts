import type { Invoice } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { DEMO_ORG, OTHER_ORG, validInvoice } from './fixtures';

let orgAdmin: string;
let otherAdmin: string;
let platform: string;
let staff: string;

const list = async (cookie: string, query?: Record<string, string>) =>
  (await call<Invoice[]>('GetInvoices', { cookie, query })).body;

const create = async (cookie: string, overrides: Record<string, unknown> = {}) => {
  const answer = await call<Invoice>('PostInvoice', { cookie, body: validInvoice(overrides) });
  expect(answer.status).toBe(201);
  return answer.body;
};

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  platform = await signIn(USERS.platform);
  staff = await signIn(USERS.staff);
});

describe('GetInvoices', () => {
  it('lists only the own organization for an OrgAdmin, newest first', async () => {
    const invoices = await list(orgAdmin);
    expect(invoices.length).toBeGreaterThanOrEqual(3);
    expect(new Set(invoices.map((i) => i.OrganizationName))).toEqual(new Set(['Demo Organization']));
    const created = invoices.map((i) => i.InvoiceCreatedDate.split('/').reverse().join('-'));
    expect(created).toEqual([...created].sort().reverse());
  });

  it('lists every organization for a PlatformAdmin, or one when asked', async () => {
    const all = await list(platform);
    expect(new Set(all.map((i) => i.OrganizationName))).toEqual(new Set(['Demo Organization', 'Other Organization']));
    const other = await list(platform, { OrganizationID: OTHER_ORG });
    expect(other.length).toBeGreaterThan(0);
    expect(other.every((i) => i.OrganizationID === OTHER_ORG)).toBe(true);
  });

  it('refuses Staff and a bad OrganizationID filter', async () => {
    expect(await call('GetInvoices', { cookie: staff })).toMatchObject({ status: 403 });
    expect(await call('GetInvoices', { cookie: platform, query: { OrganizationID: 'nope' } })).toMatchObject({
      status: 400,
      body: 'OrganizationID: must be an id (GUID)',
    });
  });
});

describe('PostInvoice', () => {
  it('creates an invoice in the session organization, whatever the body says', async () => {
    const invoice = await create(orgAdmin, { OrganizationID: OTHER_ORG, Notes: 'tenancy check' });
    expect(invoice).toMatchObject({
      OrganizationID: DEMO_ORG,
      OrganizationName: 'Demo Organization',
      CreatedBy: USERS.orgAdmin,
      Amount: 420.5,
      InvoiceCreatedDate: '01/10/2026',
      Version: 1,
    });
    expect((await list(orgAdmin)).some((i) => i.InvoiceID === invoice.InvoiceID)).toBe(true);
    expect((await list(otherAdmin)).some((i) => i.InvoiceID === invoice.InvoiceID)).toBe(false);
  });

  it('lets a PlatformAdmin bill a named organization, and requires the name', async () => {
    const invoice = await create(platform, { OrganizationID: OTHER_ORG });
    expect(invoice.OrganizationName).toBe('Other Organization');
    expect(await call('PostInvoice', { cookie: platform, body: validInvoice() })).toMatchObject({
      status: 400,
      body: 'OrganizationID: is required',
    });
    expect(
      await call('PostInvoice', {
        cookie: platform,
        body: validInvoice({ OrganizationID: '11111111-2222-4333-8444-555555555555' }),
      }),
    ).toMatchObject({ status: 400, body: 'OrganizationID: is not an organization of this platform' });
  });

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['a bad date', { InvoiceCreatedDate: '2026-10-01' }, 'InvoiceCreatedDate: must be a date written dd/MM/yyyy'],
    ['an impossible date', { InvoiceDueDate: '31/02/2026' }, 'InvoiceDueDate: must be a date written dd/MM/yyyy'],
    [
      'a due date before the created date',
      { InvoiceDueDate: '01/09/2026' },
      'InvoiceDueDate: must not be before InvoiceCreatedDate',
    ],
    ['a negative amount', { Amount: -1 }, 'Amount: must be at least 0'],
    ['three decimals', { Amount: 1.005 }, 'Amount: must have at most two decimals'],
    ['an amount as text', { Amount: '12' }, 'Amount: must be a number'],
    ['a missing currency', { Currency: undefined }, 'Currency: is required'],
    [
      'an unknown currency',
      { Currency: 'XYZ1' },
      'Currency: must be a three-letter ISO 4217 currency code such as USD',
    ],
    ['an unknown status', { Status: 'Lost' }, 'Status: must be one of Draft, Issued, Paid, Overdue, Cancelled'],
    ['oversized notes', { Notes: 'x'.repeat(2001) }, 'Notes: must be at most 2000 characters'],
    ['an oversized payment id', { PaymentID: 'p'.repeat(101) }, 'PaymentID: must be at most 100 characters'],
    ['a missing payment method', { Paymentmethod: undefined }, 'Paymentmethod: must be one of'],
  ];

  it.each(badInputs)('refuses %s with a message naming the field, storing nothing', async (_, overrides, message) => {
    const before = await list(orgAdmin);
    const answer = await call<string>('PostInvoice', { cookie: orgAdmin, body: validInvoice(overrides) });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(message);
    expect(await list(orgAdmin)).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    expect((await call('PostInvoice', { cookie: orgAdmin, body: [1, 2] })).status).toBe(400);
    expect((await call('PostInvoice', { cookie: orgAdmin })).status).toBe(400);
  });
});

describe('UpdateInvoice', () => {
  it('replaces the invoice and bumps its version', async () => {
    const invoice = await create(orgAdmin);
    const answer = await call('UpdateInvoice', {
      cookie: orgAdmin,
      body: { ...invoice, Status: 'Paid', Amount: 99.99, Version: invoice.Version },
    });
    expect(answer).toMatchObject({ status: 200, body: 'Success' });
    const stored = (await list(orgAdmin)).find((i) => i.InvoiceID === invoice.InvoiceID)!;
    expect(stored).toMatchObject({ Status: 'Paid', Amount: 99.99, Version: 2, CreatedBy: USERS.orgAdmin });
  });

  it('answers 409 when someone changed it meanwhile, and keeps their change', async () => {
    const invoice = await create(orgAdmin);
    await call('UpdateInvoice', { cookie: orgAdmin, body: { ...invoice, Notes: 'first', Version: 1 } });
    const late = await call('UpdateInvoice', { cookie: orgAdmin, body: { ...invoice, Notes: 'second', Version: 1 } });
    expect(late.status).toBe(409);
    expect((await list(orgAdmin)).find((i) => i.InvoiceID === invoice.InvoiceID)!.Notes).toBe('first');
  });

  it("answers 404 for another organization's invoice and changes nothing", async () => {
    const theirs = await create(otherAdmin);
    const answer = await call('UpdateInvoice', { cookie: orgAdmin, body: { ...theirs, Amount: 1 } });
    expect(answer).toMatchObject({ status: 404, body: 'Not found.' });
    expect((await list(otherAdmin)).find((i) => i.InvoiceID === theirs.InvoiceID)!.Amount).toBe(420.5);
  });

  it('validates like PostInvoice', async () => {
    const invoice = await create(orgAdmin);
    const answer = await call('UpdateInvoice', { cookie: orgAdmin, body: { ...invoice, Amount: -5 } });
    expect(answer).toMatchObject({ status: 400, body: 'Amount: must be at least 0' });
  });
});

describe('DeleteInvoice', () => {
  it('deletes an own invoice', async () => {
    const invoice = await create(orgAdmin);
    expect(await call('DeleteInvoice', { cookie: orgAdmin, body: invoice })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    expect((await list(orgAdmin)).some((i) => i.InvoiceID === invoice.InvoiceID)).toBe(false);
    expect(await call('DeleteInvoice', { cookie: orgAdmin, body: invoice })).toMatchObject({ status: 404 });
  });

  it("answers 404 for another organization's invoice and keeps it", async () => {
    const theirs = await create(otherAdmin);
    expect(await call('DeleteInvoice', { cookie: orgAdmin, body: theirs })).toMatchObject({ status: 404 });
    expect((await list(otherAdmin)).some((i) => i.InvoiceID === theirs.InvoiceID)).toBe(true);
  });

  it('lets a PlatformAdmin delete any organization’s invoice', async () => {
    const theirs = await create(otherAdmin);
    expect(await call('DeleteInvoice', { cookie: platform, body: theirs })).toMatchObject({ status: 200 });
    expect((await list(otherAdmin)).some((i) => i.InvoiceID === theirs.InvoiceID)).toBe(false);
  });

  it('needs an InvoiceID', async () => {
    expect(await call('DeleteInvoice', { cookie: orgAdmin, body: { Notes: 'x' } })).toMatchObject({
      status: 400,
      body: 'InvoiceID: is required',
    });
  });
});

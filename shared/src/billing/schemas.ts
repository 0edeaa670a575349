import * as z from 'zod/mini';
import { parseDayDate } from '../core/dates';
import { currency, dayDate, id, money, optionalText } from '../core/fields';
import { family } from '../core/family';
import type { PageQuery } from '../core/paging';
import type { SearchQuery } from '../core/search';
import { lazySchema } from '../core/lazy-schema';

export const invoiceStatuses = ['Draft', 'Issued', 'Paid', 'Overdue', 'Cancelled'] as const;
export const paymentMethods = ['Bank transfer', 'Credit card', 'Direct debit', 'Cheque', 'PayPal', 'Other'] as const;

const dueNotBeforeCreated = (invoice: { InvoiceCreatedDate: string; InvoiceDueDate: string }) => {
  const created = parseDayDate(invoice.InvoiceCreatedDate);
  const due = parseDayDate(invoice.InvoiceDueDate);
  return !created || !due || due >= created;
};
const dueRule = { message: 'must not be before InvoiceCreatedDate', path: ['InvoiceDueDate'] };

export const invoiceListQuery = /* @__PURE__ */ lazySchema(() => z.object({ OrganizationID: z.optional(id()) }));

/** DeleteInvoice: the invoice, and (a PlatformAdmin's) the organization it bills. */
export const invoiceRef = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({ InvoiceID: id(), OrganizationID: z.optional(id()) }),
);

export const invoiceFamily = family({
  group: 'billing',
  prefix: '/SetupProcessEntity',
  /** A PlatformAdmin keeps every organization's invoices; an OrgAdmin keeps their own organization's. */
  readers: ['PlatformAdmin', 'OrgAdmin'],
  writers: ['PlatformAdmin', 'OrgAdmin'],
  what: 'invoices',
  type: 'Invoice',
  id: 'InvoiceID',
  fields: () => ({
    /** The billed organization. Only a PlatformAdmin chooses it; for everyone else the session's organization wins. */
    OrganizationID: z.optional(id()),
    Paymentmethod: z.enum(paymentMethods, { error: `must be one of ${paymentMethods.join(', ')}` }),
    Currency: currency(),
    Amount: money(),
    Status: z.enum(invoiceStatuses, { error: `must be one of ${invoiceStatuses.join(', ')}` }),
    PaymentID: optionalText(100),
    Notes: optionalText(2000, { multiline: true }),
    InvoiceCreatedDate: dayDate(),
    InvoiceDueDate: dayDate(),
  }),
  stored: () => ({
    OrganizationName: z.string(),
    CreatedBy: z.string(),
    DateLastUpdated: z.string(),
    Version: z.number(),
  }),
  version: 'optional',
  refine: () => z.refine(dueNotBeforeCreated, dueRule),
  list: {
    name: 'GetInvoices',
    query: invoiceListQuery,
    paged: true,
    search: true,
    summary: 'Invoices, newest first: all organizations for a PlatformAdmin (or one by OrganizationID), else own.',
  },
  add: { name: 'PostInvoice', summary: 'Create an invoice; answers the created invoice.' },
  update: {
    name: 'UpdateInvoice',
    summary: 'Replace an invoice; with Version, only if nobody changed it meanwhile (else 409).',
  },
  remove: {
    name: 'DeleteInvoice',
    method: 'POST',
    body: invoiceRef,
    summary: 'Delete an invoice (the body is the invoice; its InvoiceID counts).',
  },
  /** What a search looks in: what the table shows of an invoice (its amount as written, its dates dd/MM/yyyy). */
  search: [
    'InvoiceID',
    'PaymentID',
    'Status',
    'Paymentmethod',
    'Notes',
    'InvoiceCreatedDate',
    'InvoiceDueDate',
    'CreatedBy',
  ],
});

export const invoiceInput = invoiceFamily.input;
export type InvoiceInput = z.input<typeof invoiceInput>;
export const invoiceUpdate = invoiceFamily.change;
export const invoice = invoiceFamily.item;
export type Invoice = z.infer<typeof invoice>;

/** What the server works with once a call is validated. */
export type NewInvoice = z.output<typeof invoiceInput>;
export type InvoiceChange = z.output<typeof invoiceUpdate>;
export type InvoiceRef = z.output<typeof invoiceRef>;
export type InvoiceFilter = z.output<typeof invoiceListQuery> & PageQuery & SearchQuery;

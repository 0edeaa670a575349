import * as z from 'zod/mini';
import { parseDayDate } from '../core/dates';
import { currency, dayDate, id, money, optionalText, version } from '../core/fields';
import type { PageQuery } from '../core/paging';
import type { SearchQuery } from '../core/search';
import { lazySchema } from '../core/lazy-schema';

export const invoiceStatuses = ['Draft', 'Issued', 'Paid', 'Overdue', 'Cancelled'] as const;
export const paymentMethods = ['Bank transfer', 'Credit card', 'Direct debit', 'Cheque', 'PayPal', 'Other'] as const;

const invoiceFields = /* @__PURE__ */ lazySchema(() => ({
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
}));

const dueNotBeforeCreated = (invoice: { InvoiceCreatedDate: string; InvoiceDueDate: string }) => {
  const created = parseDayDate(invoice.InvoiceCreatedDate);
  const due = parseDayDate(invoice.InvoiceDueDate);
  return !created || !due || due >= created;
};
const dueRule = { message: 'must not be before InvoiceCreatedDate', path: ['InvoiceDueDate'] };

export const invoiceInput = /* @__PURE__ */ lazySchema(() =>
  z.object(invoiceFields).check(z.refine(dueNotBeforeCreated, dueRule)),
);
export type InvoiceInput = z.input<typeof invoiceInput>;

export const invoiceUpdate = /* @__PURE__ */ lazySchema(() =>
  z
    .object({ ...invoiceFields, InvoiceID: id(), Version: z.optional(version()) })
    .check(z.refine(dueNotBeforeCreated, dueRule)),
);

/** DeleteInvoice: the invoice, and (a PlatformAdmin's) the organization it bills. */
export const invoiceRef = /* @__PURE__ */ lazySchema(() =>
  z.looseObject({ InvoiceID: id(), OrganizationID: z.optional(id()) }),
);

export const invoice = /* @__PURE__ */ lazySchema(() =>
  z.object({
    InvoiceID: z.string(),
    OrganizationID: z.string(),
    OrganizationName: z.string(),
    Paymentmethod: z.string(),
    Currency: z.string(),
    Amount: z.number(),
    Status: z.string(),
    PaymentID: z.string(),
    Notes: z.string(),
    InvoiceCreatedDate: z.string(),
    InvoiceDueDate: z.string(),
    CreatedBy: z.string(),
    DateLastUpdated: z.string(),
    Version: z.number(),
  }),
);
export type Invoice = z.infer<typeof invoice>;

export const invoiceListQuery = /* @__PURE__ */ lazySchema(() => z.object({ OrganizationID: z.optional(id()) }));

/** What the server works with once a call is validated. */
export type NewInvoice = z.output<typeof invoiceInput>;
export type InvoiceChange = z.output<typeof invoiceUpdate>;
export type InvoiceRef = z.output<typeof invoiceRef>;
export type InvoiceFilter = z.output<typeof invoiceListQuery> & PageQuery & SearchQuery;

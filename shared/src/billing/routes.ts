import { crudRoutes } from '../core/crud-routes';
import { invoice, invoiceInput, invoiceListQuery, invoiceRef, invoiceUpdate } from './schemas';

export const billingRoutes = crudRoutes({
  group: 'billing',
  prefix: '/SetupProcessEntity',
  /** A PlatformAdmin keeps every organization's invoices; an OrgAdmin keeps their own organization's. */
  readers: ['PlatformAdmin', 'OrgAdmin'],
  writers: ['PlatformAdmin', 'OrgAdmin'],
  item: invoice,
  what: 'invoices',
  list: {
    name: 'GetInvoices',
    query: invoiceListQuery,
    paged: true,
    search: true,
    summary: 'Invoices, newest first: all organizations for a PlatformAdmin (or one by OrganizationID), else own.',
  },
  add: { name: 'PostInvoice', body: invoiceInput, summary: 'Create an invoice; answers the created invoice.' },
  update: {
    name: 'UpdateInvoice',
    body: invoiceUpdate,
    summary: 'Replace an invoice; with Version, only if nobody changed it meanwhile (else 409).',
  },
  remove: {
    name: 'DeleteInvoice',
    method: 'POST',
    body: invoiceRef,
    summary: 'Delete an invoice (the body is the invoice; its InvoiceID counts).',
  },
});

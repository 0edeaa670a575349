import { z } from 'zod';
import { invoice, invoiceInput, invoiceListQuery, invoiceRef, invoiceUpdate } from '../schemas/invoice';
import { route } from './define';

/** Invoices: a PlatformAdmin keeps every organization's; an OrgAdmin keeps their own organization's. */
const invoiceRoles = ['PlatformAdmin', 'OrgAdmin'] as const;

export const billingRoutes = {
  GetInvoices: route({
    method: 'GET',
    path: '/SetupProcessEntity/GetInvoices',
    group: 'billing',
    access: invoiceRoles,
    query: invoiceListQuery,
    answer: z.array(invoice),
    summary: 'Invoices, newest first: all organizations for a PlatformAdmin (or one by OrganizationID), else own.',
  }),
  PostInvoice: route({
    method: 'POST',
    path: '/SetupProcessEntity/PostInvoice',
    group: 'billing',
    access: invoiceRoles,
    body: invoiceInput,
    answer: invoice,
    status: 201,
    summary: 'Create an invoice; answers the created invoice.',
  }),
  UpdateInvoice: route({
    method: 'POST',
    path: '/SetupProcessEntity/UpdateInvoice',
    group: 'billing',
    access: invoiceRoles,
    body: invoiceUpdate,
    answer: z.literal('Success'),
    summary: 'Replace an invoice; with Version, only if nobody changed it meanwhile (else 409).',
  }),
  DeleteInvoice: route({
    method: 'POST',
    path: '/SetupProcessEntity/DeleteInvoice',
    group: 'billing',
    access: invoiceRoles,
    body: invoiceRef,
    answer: z.literal('Success'),
    summary: 'Delete an invoice (the body is the invoice; its InvoiceID counts).',
  }),
};

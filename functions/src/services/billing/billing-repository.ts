import { dayDateToIso, invoiceFamily, type Invoice } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

export type InvoiceRecord = Omit<Invoice, 'Version'> & Record<string, unknown>;

/** Newest first: the invoice's date, then its last change (the id keeps keys apart). */
const newest = (invoice: InvoiceRecord, id: string) =>
  `${dayDateToIso(invoice.InvoiceCreatedDate)}#${invoice.DateLastUpdated}#${id}`;

/**
 * Invoices per organization, listed newest first in pages (InOrder); the ByType index lists every organization's,
 * newest first, for a PlatformAdmin.
 */
export const invoiceRepository = new EntityRepository<InvoiceRecord>(invoiceFamily.type, {
  byType: newest,
  inOrder: newest,
});

import { MESSAGE_DELAYS, messages, type Invoice, type OrganizationSummary } from '@switchboard/shared';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { invoiceColumns } from './invoice-columns';
import { invoiceDetails } from './invoice-details';
import { invoiceForm, type InvoiceFormValues } from './invoice-form';
import { invoiceLabel } from './invoice-format';

interface Options {
  /** A PlatformAdmin sees every organization's invoices and names the billed organization. */
  platformWide: boolean;
  organizations: readonly OrganizationSummary[];
  organizationsLoading: boolean;
}

/** Invoices (spec part 1, screen 8) as a configuration of the list screen. */
export function invoiceScreen({
  platformWide,
  organizations,
  organizationsLoading,
}: Options): ListScreenConfig<Invoice, InvoiceFormValues> {
  return {
    id: 'invoices',
    title: 'Invoices',
    description: platformWide
      ? "Every organization's invoices, newest first."
      : 'Your organization’s invoices, newest first.',
    noun: 'invoice',
    routes: { list: 'GetInvoices', create: 'PostInvoice', update: 'UpdateInvoice', remove: 'DeleteInvoice' },
    itemId: (invoice) => invoice.InvoiceID,
    itemLabel: invoiceLabel,
    columns: invoiceColumns({ showOrganization: platformWide }),
    form: invoiceForm({ chooseOrganization: platformWide, organizations, organizationsLoading }),
    details: invoiceDetails,
    toDeleteBody: (invoice) => ({ InvoiceID: invoice.InvoiceID }),
    messages: {
      loadError: messages.msg_invoice_get,
      createError: messages.msg_invoice_post,
      updateError: messages.msg_invoice_update,
      deleteError: messages.msg_invoice_delete,
      created: messages.msg_invoice_added,
      updated: messages.msg_invoice_updated,
      deleted: messages.msg_invoice_deleted,
    },
    messageDelayMs: MESSAGE_DELAYS.invoice,
  };
}

import { isoDayProblem, MESSAGE_DELAYS, messages, type Invoice, type OrganizationSummary } from '@switchboard/shared';
import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import type { DeclaredListScreen } from '../../../components/list-screen/declared-screen';
import { listScreen } from '../../../components/list-screen/entity-fields';
import type { FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { usePrincipal } from '../../../session/principal';
import { invoiceFields } from './invoice-fields';
import { invoiceLabel } from './invoice-format';

interface Options {
  /** A PlatformAdmin sees every organization's invoices and names the billed organization. */
  platformWide: boolean;
  organizations: readonly OrganizationSummary[];
  organizationsLoading: boolean;
}

/**
 * Invoices (spec part 1, screen 8) as a declaration of the list screen: its routes, then which of the invoice's
 * fields (invoice-fields.tsx) the table, the form and the details show. A PlatformAdmin names the billed
 * organization; for everyone else the server uses their own.
 */
export function invoiceScreen(options: Options): ListScreenConfig<Invoice, FormValues> {
  const { platformWide } = options;
  return listScreen({
    fields: invoiceFields(options),
    data: {
      list: 'GetInvoices',
      create: 'PostInvoice',
      update: 'UpdateInvoice',
      remove: 'DeleteInvoice',
      // A PlatformAdmin deletes an invoice of any organization: the body names it (others' is their session's).
      toDeleteBody: (invoice) => ({ InvoiceID: invoice.InvoiceID, OrganizationID: invoice.OrganizationID }),
    },
    table: {
      id: 'invoices',
      title: 'Invoices',
      description: platformWide
        ? "Every organization's invoices, newest first."
        : 'Your organization’s invoices, newest first.',
      noun: 'invoice',
      itemId: (invoice) => invoice.InvoiceID,
      itemLabel: invoiceLabel,
      recordOrganization: (invoice) => invoice.OrganizationID,
      // What fits a 1366 px screen beside the navigation; payment method and creator are a click away in the
      // preferences (a PlatformAdmin's table has the organization instead), and in the details.
      columns: [
        'invoice',
        ...(platformWide ? (['OrganizationID'] as const) : []),
        'Status',
        'Amount',
        'InvoiceCreatedDate',
        'InvoiceDueDate',
        'Paymentmethod',
        'CreatedBy',
      ],
    },
    form: {
      fields: [
        ...(platformWide ? (['OrganizationID'] as const) : []),
        'Status',
        'Paymentmethod',
        'Amount',
        'Currency',
        'InvoiceCreatedDate',
        'InvoiceDueDate',
        'PaymentID',
        'Notes',
      ],
      extraErrors: (values, mode) => ({
        OrganizationID: platformWide && mode === 'create' && !values.OrganizationID ? 'is required' : undefined,
        // What is typed is checked as typed (2026-02-30 is refused, not moved into March), by the shared rule.
        InvoiceCreatedDate: values.InvoiceCreatedDate ? isoDayProblem(values.InvoiceCreatedDate) : undefined,
        InvoiceDueDate: values.InvoiceDueDate ? isoDayProblem(values.InvoiceDueDate) : undefined,
      }),
    },
    details: [
      'InvoiceID',
      'PaymentID',
      'OrganizationID',
      'Status',
      'Amount',
      'Paymentmethod',
      'InvoiceCreatedDate',
      'InvoiceDueDate',
      'CreatedBy',
      'DateLastUpdated',
      'Notes',
    ],
    messages: {
      texts: {
        loadError: messages.msg_invoice_get,
        createError: messages.msg_invoice_post,
        updateError: messages.msg_invoice_update,
        deleteError: messages.msg_invoice_delete,
        created: messages.msg_invoice_added,
        updated: messages.msg_invoice_updated,
        deleted: messages.msg_invoice_deleted,
      },
      delayMs: MESSAGE_DELAYS.invoice,
    },
  });
}

/** Whose invoices the screen shows, and every organization of the platform for a PlatformAdmin's choice. */
function useInvoiceOptions(): Options {
  const platformWide = usePrincipal().Role === 'PlatformAdmin';
  const organizations = useRoute('Organizations', undefined, { enabled: platformWide, staleTime: 5 * 60_000 });
  const organizationsLoading = organizations.isPending && platformWide;
  return useMemo(
    () => ({ platformWide, organizations: organizations.data ?? [], organizationsLoading }),
    [platformWide, organizations.data, organizationsLoading],
  );
}

/** /billing/invoices, as the registry renders it. */
export default { useLookups: useInvoiceOptions, config: invoiceScreen } satisfies DeclaredListScreen<Options>;

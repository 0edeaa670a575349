import type { Invoice } from '@switchboard/shared';
import type { ListColumn } from '../../../components/list-screen/types';
import { byDayDate, invoiceAmount, invoiceLabel } from './invoice-format';
import { InvoiceStatus } from './invoice-status';

/**
 * The invoice table's columns; the organization column only for a PlatformAdmin (who sees every organization). The
 * columns shown at first fit a 1366 px screen beside the navigation (payment method and creator are a click away in
 * the preferences, and in the details).
 */
export function invoiceColumns({ showOrganization }: { showOrganization: boolean }): ListColumn<Invoice>[] {
  const columns: (ListColumn<Invoice> | false)[] = [
    {
      id: 'invoice',
      header: 'Invoice',
      cell: invoiceLabel,
      sortingComparator: (a, b) => invoiceLabel(a).localeCompare(invoiceLabel(b)),
      isRowHeader: true,
      filterText: (invoice) => `${invoiceLabel(invoice)} ${invoice.InvoiceID}`,
      width: 200,
    },
    showOrganization && {
      id: 'organization',
      header: 'Organization',
      cell: (invoice) => invoice.OrganizationName,
      sortingField: 'OrganizationName',
      filterText: (invoice) => invoice.OrganizationName,
      width: 180,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (invoice) => <InvoiceStatus status={invoice.Status} />,
      sortingField: 'Status',
      filterText: (invoice) => invoice.Status,
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: invoiceAmount,
      sortingComparator: (a, b) => a.Amount - b.Amount,
      filterText: (invoice) => `${invoiceAmount(invoice)} ${invoice.Currency}`,
    },
    {
      id: 'created',
      header: 'Created',
      cell: (invoice) => invoice.InvoiceCreatedDate,
      sortingComparator: byDayDate((invoice) => invoice.InvoiceCreatedDate),
      filterText: (invoice) => invoice.InvoiceCreatedDate,
    },
    {
      id: 'due',
      header: 'Due',
      cell: (invoice) => invoice.InvoiceDueDate,
      sortingComparator: byDayDate((invoice) => invoice.InvoiceDueDate),
      filterText: (invoice) => invoice.InvoiceDueDate,
    },
    {
      id: 'paymentMethod',
      header: 'Payment method',
      cell: (invoice) => invoice.Paymentmethod,
      sortingField: 'Paymentmethod',
      filterText: (invoice) => invoice.Paymentmethod,
      hiddenByDefault: showOrganization,
    },
    {
      id: 'createdBy',
      header: 'Created by',
      cell: (invoice) => invoice.CreatedBy || '-',
      sortingField: 'CreatedBy',
      filterText: (invoice) => invoice.CreatedBy,
      hiddenByDefault: true,
    },
  ];
  return columns.filter((column): column is ListColumn<Invoice> => Boolean(column));
}

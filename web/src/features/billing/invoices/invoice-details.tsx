import type { Invoice } from '@switchboard/shared';
import type { DetailItem } from '../../../components/list-screen/types';
import { formatDateTime } from '../../../components/format/date-time';
import { invoiceAmount } from './invoice-format';
import { InvoiceStatus } from './invoice-status';

export function invoiceDetails(invoice: Invoice): DetailItem[] {
  return [
    { label: 'Invoice ID', value: invoice.InvoiceID },
    { label: 'Payment ID', value: invoice.PaymentID },
    { label: 'Organization', value: invoice.OrganizationName },
    { label: 'Status', value: <InvoiceStatus status={invoice.Status} /> },
    { label: 'Amount', value: invoiceAmount(invoice) },
    { label: 'Payment method', value: invoice.Paymentmethod },
    { label: 'Created date', value: invoice.InvoiceCreatedDate },
    { label: 'Due date', value: invoice.InvoiceDueDate },
    { label: 'Created by', value: invoice.CreatedBy },
    { label: 'Last updated', value: formatDateTime(invoice.DateLastUpdated) },
    { label: 'Notes', value: invoice.Notes },
  ];
}

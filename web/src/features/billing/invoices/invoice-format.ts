import { formatAmount, parseDayDate, type Invoice } from '@switchboard/shared';
import { formatDate } from '../../../components/format/date-time';

export const invoiceAmount = (invoice: Invoice) => formatAmount(invoice.Amount, invoice.Currency, 'en-US');

/**
 * How an invoice is named to a person: its payment reference when it has one, else what it bills and when
 * ("€890.00 of 20 Nov 2026"), never a fragment of its id.
 */
export const invoiceLabel = (invoice: Invoice) =>
  invoice.PaymentID || `${invoiceAmount(invoice)} of ${formatDate(invoice.InvoiceCreatedDate, 'dd/MM/yyyy')}`;

/** Sorts dd/MM/yyyy dates by the day they name. */
export const byDayDate = (pick: (invoice: Invoice) => string) => (a: Invoice, b: Invoice) =>
  (parseDayDate(pick(a))?.getTime() ?? 0) - (parseDayDate(pick(b))?.getTime() ?? 0);

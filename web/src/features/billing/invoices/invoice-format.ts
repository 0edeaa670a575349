import { formatAmount, parseDayDate, type Invoice } from '@switchboard/shared';

/** How an invoice is named: its PaymentID when it has one, else the start of its id. */
export const invoiceLabel = (invoice: Invoice) => invoice.PaymentID || invoice.InvoiceID.slice(0, 8);

export const invoiceAmount = (invoice: Invoice) => formatAmount(invoice.Amount, invoice.Currency, 'en-US');

/** Sorts dd/MM/yyyy dates by the day they name. */
export const byDayDate = (pick: (invoice: Invoice) => string) => (a: Invoice, b: Invoice) =>
  (parseDayDate(pick(a))?.getTime() ?? 0) - (parseDayDate(pick(b))?.getTime() ?? 0);

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

import { dayDateToIso, isoDayProblem, isoToDayDate, type Invoice } from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import type { invoiceFields } from './invoice-fields';

/** The invoice form while it is edited: text per field; dates as the date picker's yyyy-MM-dd. */
export type InvoiceFormValues = {
  OrganizationID: string;
  Status: string;
  Paymentmethod: string;
  Amount: string;
  Currency: string;
  InvoiceCreatedDate: string;
  InvoiceDueDate: string;
  PaymentID: string;
  Notes: string;
};

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function isoFromDayDate(text: string): string {
  try {
    return dayDateToIso(text);
  } catch {
    return '';
  }
}

type InvoiceField = keyof ReturnType<typeof invoiceFields>;

/**
 * The add/edit form of an invoice: which fields it shows (declared in invoice-fields), its values, and the request
 * bodies (validated by PostInvoice's and UpdateInvoice's own schemas). A PlatformAdmin names the billed organization;
 * for everyone else the server uses their own.
 */
export function invoiceForm(
  chooseOrganization: boolean,
): ListScreenDeclaration<Invoice, InvoiceFormValues, InvoiceField>['form'] {
  const common = (values: InvoiceFormValues) => ({
    Paymentmethod: values.Paymentmethod || undefined,
    Currency: values.Currency || undefined,
    Amount: values.Amount.trim() === '' ? undefined : Number(values.Amount),
    Status: values.Status || undefined,
    PaymentID: values.PaymentID,
    Notes: values.Notes,
    InvoiceCreatedDate: values.InvoiceCreatedDate ? isoToDayDate(values.InvoiceCreatedDate) : undefined,
    InvoiceDueDate: values.InvoiceDueDate ? isoToDayDate(values.InvoiceDueDate) : undefined,
  });

  return {
    fields: [
      ...(chooseOrganization ? (['OrganizationID'] as const) : []),
      'Status',
      'Paymentmethod',
      'Amount',
      'Currency',
      'InvoiceCreatedDate',
      'InvoiceDueDate',
      'PaymentID',
      'Notes',
    ],
    empty: () => {
      const today = new Date();
      const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);
      return {
        OrganizationID: '',
        Status: 'Draft',
        Paymentmethod: 'Bank transfer',
        Amount: '',
        Currency: 'USD',
        InvoiceCreatedDate: isoDay(today),
        InvoiceDueDate: isoDay(due),
        PaymentID: '',
        Notes: '',
      };
    },
    fromItem: (invoice) => ({
      OrganizationID: invoice.OrganizationID,
      Status: invoice.Status,
      Paymentmethod: invoice.Paymentmethod,
      Amount: String(invoice.Amount),
      Currency: invoice.Currency,
      InvoiceCreatedDate: isoFromDayDate(invoice.InvoiceCreatedDate),
      InvoiceDueDate: isoFromDayDate(invoice.InvoiceDueDate),
      PaymentID: invoice.PaymentID,
      Notes: invoice.Notes,
    }),
    toCreateBody: (values) => ({
      ...(chooseOrganization ? { OrganizationID: values.OrganizationID || undefined } : {}),
      ...common(values),
    }),
    toUpdateBody: (values, invoice) => ({
      ...(chooseOrganization ? { OrganizationID: invoice.OrganizationID } : {}),
      ...common(values),
      InvoiceID: invoice.InvoiceID,
      Version: invoice.Version,
    }),
    extraErrors: (values, mode) => ({
      OrganizationID: chooseOrganization && mode === 'create' && !values.OrganizationID ? 'is required' : undefined,
      // What is typed is checked as typed (2026-02-30 is refused, not moved into March), by the shared rule.
      InvoiceCreatedDate: values.InvoiceCreatedDate ? isoDayProblem(values.InvoiceCreatedDate) : undefined,
      InvoiceDueDate: values.InvoiceDueDate ? isoDayProblem(values.InvoiceDueDate) : undefined,
    }),
  };
}

import {
  dayDateToIso,
  invoiceInput,
  invoiceStatuses,
  invoiceUpdate,
  isoDayProblem,
  isoToDayDate,
  paymentMethods,
  type Invoice,
  type OrganizationSummary,
} from '@switchboard/shared';
import type { EntityForm, FieldSpec } from '../../../components/list-screen/types';
import { currencyOptions } from './currencies';

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

interface Options {
  /** A PlatformAdmin names the billed organization; for everyone else the server uses their own. */
  chooseOrganization: boolean;
  organizations: readonly OrganizationSummary[];
  organizationsLoading: boolean;
}

export function invoiceForm({
  chooseOrganization,
  organizations,
  organizationsLoading,
}: Options): EntityForm<Invoice, InvoiceFormValues> {
  const fields: FieldSpec<InvoiceFormValues>[] = [
    ...(chooseOrganization
      ? [
          {
            key: 'OrganizationID',
            label: 'Organization',
            kind: 'select',
            description: 'The organization this invoice bills.',
            options: organizations.map((org) => ({ value: org.OrganizationID, label: org.OrganizationName })),
            optionsLoading: organizationsLoading,
            readOnlyWhenEditing: true,
          } satisfies FieldSpec<InvoiceFormValues>,
        ]
      : []),
    {
      key: 'Status',
      label: 'Status',
      kind: 'select',
      half: true,
      options: invoiceStatuses.map((value) => ({ value })),
    },
    {
      key: 'Paymentmethod',
      label: 'Payment method',
      kind: 'select',
      half: true,
      options: paymentMethods.map((value) => ({ value })),
    },
    {
      key: 'Amount',
      label: 'Amount',
      kind: 'number',
      half: true,
      placeholder: '0.00',
      constraintText: 'Two decimals at most.',
    },
    {
      key: 'Currency',
      label: 'Currency',
      kind: 'autosuggest',
      half: true,
      options: currencyOptions,
      placeholder: 'USD',
      constraintText: 'Three-letter ISO 4217 code.',
      normalize: (value) => value.trim().toUpperCase(),
    },
    { key: 'InvoiceCreatedDate', label: 'Created date', kind: 'date', half: true },
    { key: 'InvoiceDueDate', label: 'Due date', kind: 'date', half: true },
    {
      key: 'PaymentID',
      label: 'Payment ID',
      kind: 'text',
      optional: true,
      description: 'The reference of the invoice or its payment.',
    },
    { key: 'Notes', label: 'Notes', kind: 'textarea', optional: true },
  ];

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
    fields,
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
    createSchema: invoiceInput,
    updateSchema: invoiceUpdate,
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

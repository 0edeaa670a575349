import { invoiceStatuses, paymentMethods, type Invoice, type OrganizationSummary } from '@switchboard/shared';
import { formatDate, formatDateTime } from '../../../components/format/date-time';
import type { EntityFields } from '../../../components/list-screen/entity-fields';
import { dayFromToday, unsetWhenEmpty } from '../../../components/list-screen/form/field-codecs';
import type { FormValues } from '../../../components/list-screen/types';
import { currencyOptions } from './currencies';
import { byDayDate, invoiceAmount, invoiceLabel } from './invoice-format';
import { InvoiceStatus } from './invoice-status';

interface Options {
  /** A PlatformAdmin sees every organization's invoices and names the billed one. */
  platformWide: boolean;
  organizations: readonly OrganizationSummary[];
  organizationsLoading: boolean;
}

/** Every field of an invoice, named once: its label, how it shows, its column and its form control. */
export const invoiceFields = ({ platformWide, organizations, organizationsLoading }: Options) =>
  ({
    invoice: {
      label: 'Invoice',
      show: invoiceLabel,
      column: {
        sortingComparator: (a, b) => invoiceLabel(a).localeCompare(invoiceLabel(b)),
        isRowHeader: true,
        filterText: (invoice) => `${invoiceLabel(invoice)} ${invoice.InvoiceID}`,
        width: 200,
      },
    },
    InvoiceID: { label: 'Invoice ID' },
    OrganizationID: {
      label: 'Organization',
      show: (invoice) => invoice.OrganizationName,
      column: { id: 'organization', sortingField: 'OrganizationName', width: 180 },
      control: {
        kind: 'select',
        description: 'The organization this invoice bills.',
        options: organizations.map((org) => ({ value: org.OrganizationID, label: org.OrganizationName })),
        optionsLoading: organizationsLoading,
        readOnlyWhenEditing: true,
        codec: unsetWhenEmpty,
      },
    },
    Status: {
      label: 'Status',
      show: (invoice) => <InvoiceStatus status={invoice.Status} />,
      column: { id: 'status', sortingField: 'Status', filterText: (invoice) => invoice.Status },
      control: {
        kind: 'select',
        half: true,
        options: invoiceStatuses.map((value) => ({ value })),
        initial: 'Draft',
        codec: unsetWhenEmpty,
      },
    },
    Paymentmethod: {
      label: 'Payment method',
      column: { id: 'paymentMethod', hiddenByDefault: platformWide },
      control: {
        kind: 'select',
        half: true,
        options: paymentMethods.map((value) => ({ value })),
        initial: 'Bank transfer',
        codec: unsetWhenEmpty,
      },
    },
    Amount: {
      label: 'Amount',
      show: invoiceAmount,
      column: {
        id: 'amount',
        sortingComparator: (a, b) => a.Amount - b.Amount,
        filterText: (invoice) => `${invoiceAmount(invoice)} ${invoice.Currency}`,
      },
      control: { kind: 'number', half: true, placeholder: '0.00', constraintText: 'Two decimals at most.' },
    },
    Currency: {
      label: 'Currency',
      control: {
        kind: 'autosuggest',
        half: true,
        options: currencyOptions,
        placeholder: 'USD',
        constraintText: 'Three-letter ISO 4217 code.',
        normalize: (value) => value.trim().toUpperCase(),
        initial: 'USD',
        codec: unsetWhenEmpty,
      },
    },
    InvoiceCreatedDate: {
      label: 'Created date',
      show: (invoice) => formatDate(invoice.InvoiceCreatedDate, 'dd/MM/yyyy'),
      column: { id: 'created', header: 'Created', sortingComparator: byDayDate((i) => i.InvoiceCreatedDate) },
      control: { kind: 'date', half: true, initial: () => dayFromToday() },
    },
    InvoiceDueDate: {
      label: 'Due date',
      show: (invoice) => formatDate(invoice.InvoiceDueDate, 'dd/MM/yyyy'),
      column: { id: 'due', header: 'Due', sortingComparator: byDayDate((i) => i.InvoiceDueDate) },
      control: { kind: 'date', half: true, initial: () => dayFromToday(30) },
    },
    PaymentID: {
      label: 'Payment ID',
      control: { kind: 'text', optional: true, description: 'The reference of the invoice or its payment.' },
    },
    CreatedBy: {
      label: 'Created by',
      column: {
        id: 'createdBy',
        cell: (invoice) => invoice.CreatedBy || '-',
        filterText: (invoice) => invoice.CreatedBy,
        hiddenByDefault: true,
      },
    },
    DateLastUpdated: { label: 'Last updated', show: (invoice) => formatDateTime(invoice.DateLastUpdated) },
    Notes: { label: 'Notes', control: { kind: 'textarea', optional: true } },
  }) satisfies EntityFields<Invoice, FormValues, string>;

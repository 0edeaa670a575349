import { invoice, messages } from '@switchboard/shared';
import { describeScreenContracts, guid } from '../../components/list-screen/screen-contract';
import { invoiceScreen } from './invoices/invoice-screen';

const organizations = [{ OrganizationID: guid(1), OrganizationName: 'Ledger Ltd' }];
const typed = {
  Status: 'Issued',
  Paymentmethod: 'Credit card',
  Amount: '1234.5',
  Currency: 'EUR',
  InvoiceCreatedDate: '2026-03-01',
  InvoiceDueDate: '2026-03-31',
  PaymentID: 'E2E-1',
  Notes: 'Added by the end-to-end test',
};
const texts = {
  created: messages.msg_invoice_added,
  updated: messages.msg_invoice_updated,
  deleted: messages.msg_invoice_deleted,
};

/**
 * The invoices screen's declaration, an OrgAdmin's and a PlatformAdmin's (who names the billed organization), against
 * PostInvoice's and UpdateInvoice's schemas: what invoices.spec.ts's add and edit checked of the form and the row
 * (a new invoice is a Draft paid by bank transfer in USD; dates go as the spec's dd/MM/yyyy and read back).
 */
describeScreenContracts([
  {
    title: 'Invoices (OrgAdmin)',
    screen: invoiceScreen({ platformWide: false, organizations: [], organizationsLoading: false }),
    item: invoice,
    idKey: 'InvoiceID',
    typed,
    defaults: { Status: 'Draft', Paymentmethod: 'Bank transfer', Currency: 'USD', Amount: '' },
    details: [
      'Added by the end-to-end test',
      '€1,234.50',
      'Issued',
      'Credit card',
      '1 Mar 2026',
      '31 Mar 2026',
      'E2E-1',
    ],
    texts,
  },
  {
    title: 'Invoices (PlatformAdmin)',
    screen: invoiceScreen({ platformWide: true, organizations, organizationsLoading: false }),
    item: invoice,
    idKey: 'InvoiceID',
    typed: { ...typed, OrganizationID: guid(1) },
    // The server names the billed organization in the invoices it answers.
    row: (stored) => ({ ...stored, OrganizationName: 'Ledger Ltd' }),
    details: ['Added by the end-to-end test', '€1,234.50', 'Organization: Ledger Ltd'],
    texts,
  },
]);

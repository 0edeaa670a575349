import { describe, expect, it } from 'vitest';
import { formatIssues, issuesByField } from '../core/fields';
import { invoiceInput, invoiceUpdate } from './schemas';

const valid = {
  Paymentmethod: 'Cheque',
  Currency: 'GBP',
  Amount: 10,
  Status: 'Draft',
  InvoiceCreatedDate: '01/01/2026',
  InvoiceDueDate: '01/02/2026',
};

describe('invoice schemas', () => {
  it('accepts a valid invoice and fills optional texts', () => {
    expect(invoiceInput.parse({ ...valid, Notes: '  trimmed  ' })).toMatchObject({ Notes: 'trimmed', PaymentID: '' });
  });

  it('names every broken field and its rule', () => {
    const result = invoiceInput.safeParse({ ...valid, Amount: -1, Currency: undefined });
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!)).toBe('Currency: is required; Amount: must be at least 0');
    expect(issuesByField(result.error!)).toEqual({ Currency: 'is required', Amount: 'must be at least 0' });
  });

  it('refuses a due date before the created date', () => {
    const result = invoiceInput.safeParse({ ...valid, InvoiceDueDate: '31/12/2025' });
    expect(issuesByField(result.error!)).toEqual({ InvoiceDueDate: 'must not be before InvoiceCreatedDate' });
  });

  it('needs the InvoiceID of an update as a GUID', () => {
    const result = invoiceUpdate.safeParse({ ...valid, InvoiceID: '42' });
    expect(formatIssues(result.error!)).toBe('InvoiceID: must be an id (GUID)');
  });
});

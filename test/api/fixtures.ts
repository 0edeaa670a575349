export const DEMO_ORG = '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60';
export const OTHER_ORG = '2a9b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c50';

export const validInvoice = (overrides: Record<string, unknown> = {}) => ({
  Paymentmethod: 'Credit card',
  Currency: 'EUR',
  Amount: 420.5,
  Status: 'Issued',
  PaymentID: 'PAY-TEST-1',
  Notes: 'API test invoice',
  InvoiceCreatedDate: '01/10/2026',
  InvoiceDueDate: '31/10/2026',
  ...overrides,
});

/** The sample connection the seed gives Demo Organization (system "Internal data", no credentials). */
export const SEED_CONNECTION_ID = '5e1f0c0a-7b7e-4c1a-9d55-3a0c2b1e9f01';

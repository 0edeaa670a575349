import { validInvoice } from '../../fixtures';
import { DEMO_ORG, newInvoice } from '../context';
import { body, query, read, renamed, type Fixture } from './fixture';

export const billingFixtures: Record<string, Fixture> = {
  // billing
  GetInvoices: read(async () => query({ OrganizationID: DEMO_ORG })),
  PostInvoice: { kind: 'create', valid: async () => body(validInvoice()) },
  UpdateInvoice: {
    kind: 'update',
    valid: async () => body({ ...(await newInvoice()), Notes: 'Updated by the sweeps' }),
    writer: renamed('Notes'),
    readBack: { list: 'GetInvoices', id: 'InvoiceID' },
  },
  DeleteInvoice: { kind: 'delete', valid: async () => body(await newInvoice()) },
};

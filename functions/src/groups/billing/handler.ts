import { billingRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const invoices = onFirstUse(() => import('../../services/billing/invoice-service'));

export const handler = groupHandler(
  bindGroup('billing', [billingRoutes], {
    GetInvoices: async ({ query, principal }) => (await invoices()).listInvoices(query, principal),
    PostInvoice: async ({ body, principal }) => (await invoices()).createInvoice(body, principal),
    UpdateInvoice: async ({ body, principal }) => (await invoices()).updateInvoice(body, principal),
    DeleteInvoice: async ({ body, principal }) => (await invoices()).deleteInvoice(body, principal),
  }),
);

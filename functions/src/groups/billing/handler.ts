import { billingRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { createInvoice, deleteInvoice, listInvoices, updateInvoice } from '../../services/billing/invoice-service';

export const handler = groupHandler(
  bindGroup('billing', [billingRoutes], {
    GetInvoices: ({ query, principal }) => listInvoices(query, principal),
    PostInvoice: ({ body, principal }) => createInvoice(body, principal),
    UpdateInvoice: ({ body, principal }) => updateInvoice(body, principal),
    DeleteInvoice: ({ body, principal }) => deleteInvoice(body, principal),
  }),
);

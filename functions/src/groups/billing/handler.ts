import { groupHandler } from '../../http/group-handler';
import type { Operations } from '../../http/operation';
import { createInvoice, deleteInvoice, listInvoices, updateInvoice } from '../../services/invoices';

const operations: Operations<'GetInvoices' | 'PostInvoice' | 'UpdateInvoice' | 'DeleteInvoice'> = {
  GetInvoices: ({ query, principal }) => listInvoices(query, principal),
  PostInvoice: ({ body, principal }) => createInvoice(body, principal),
  UpdateInvoice: ({ body, principal }) => updateInvoice(body, principal),
  DeleteInvoice: ({ body, principal }) => deleteInvoice(body, principal),
};

export const handler = groupHandler('billing', operations);

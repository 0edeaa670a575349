import { billingRoutes, invoiceFamily } from '@switchboard/shared';
import { bindFamily } from '../../http/bind-family';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const invoices = onFirstUse(async () => (await import('../../services/billing/invoice-service')).invoices);

export const handler = groupHandler(bindGroup('billing', [billingRoutes], bindFamily(invoiceFamily, invoices)));

import { invoiceFamily } from './schemas';

export const billingRoutes = invoiceFamily.routes;

import * as z from 'zod/mini';
import { kindError } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/** The body of ConfirmReportEmail: the token of the link mailed to a report address (tenant-limits.ts). */
export const reportConfirmation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Token: z
      .string({ error: kindError('text') })
      .check(z.regex(/^[\w-]{43}$/, 'is not a confirmation link this console sent')),
  }),
);

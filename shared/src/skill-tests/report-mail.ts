import * as z from 'zod/mini';
import { kindError } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

/**
 * Where a skill test's report may be mailed (DESIGN §10: mail goes only to the organization's users or to addresses
 * whose owner confirmed, within a daily limit per organization): an address of one of the organization's users at
 * once; any other address once its owner opened the link mailed to it and confirmed.
 */
export const REPORT_MAILS_PER_DAY = 100;
/** How long a confirmation link works. */
export const REPORT_CONFIRMATION_DAYS = 7;

export const reportConfirmation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Token: z
      .string({ error: kindError('text') })
      .check(z.regex(/^[\w-]{43}$/, 'is not a confirmation link this console sent')),
  }),
);

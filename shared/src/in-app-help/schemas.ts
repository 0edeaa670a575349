import * as z from 'zod/mini';
import { kindError, requiredText, textHygiene } from '../core/fields';
import { lazySchema } from '../core/lazy-schema';

export const IN_APP_HELP_CONTENT_MAX = 8000;

/** A console page's path as the browser shows it (`location.pathname`): query and fragment are dropped. */
export const helpUrl = () =>
  z
    .pipe(
      z
        .string({ error: kindError('a path of the console') })
        .check(z.trim(), z.maxLength(300, 'must be at most 300 characters'), z.superRefine(textHygiene())),
      z.transform((value) => value.split(/[?#]/)[0]!),
    )
    .check(
      z.refine(
        (value) => value.startsWith('/') && !value.startsWith('//'),
        'must be a path of the console such as /billing/invoices',
      ),
    );

export const inAppHelpQuery = /* @__PURE__ */ lazySchema(() => z.object({ url: helpUrl() }));

/** The help of one page: its title and text (paragraphs split by a blank line; lines starting "- " are a list). */
export const inAppHelpInput = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Title: requiredText(200),
    Content: requiredText(IN_APP_HELP_CONTENT_MAX, { multiline: true }),
  }),
);

export const inAppHelp = /* @__PURE__ */ lazySchema(() =>
  z.object({
    Title: z.string(),
    Content: z.string(),
    /** The page the help is kept for (a screen's path, e.g. /setup/:slug/:id), which an edit changes. */
    Url: z.string(),
    /** Where the text comes from: the organization's own, the platform's default, or none written for the page. */
    Source: z.enum(['organization', 'default', 'none']),
  }),
);

export type InAppHelp = z.infer<typeof inAppHelp>;
export type InAppHelpInput = z.output<typeof inAppHelpInput>;

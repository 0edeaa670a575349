import * as z from 'zod/mini';
import { id, optionalText, requiredText, version } from '../core/fields';
import { auditShape, requiredMultilineText, multilineText, optionalHttpUrl } from './fields';
import { lazySchema } from '../core/lazy-schema';

/** A blog post (spec part 2 §3 Blog); the spec's lower-case field names are kept. */
const blogFields = /* @__PURE__ */ lazySchema(() => ({
  title: requiredText(200),
  body: requiredMultilineText(20000),
  likes: z._default(
    z
      .number({ error: 'must be a whole number' })
      .check(
        z.int('must be a whole number'),
        z.minimum(0, 'must be at least 0'),
        z.maximum(1_000_000_000, 'must be at most 1,000,000,000'),
      ),
    0,
  ),
  Comments: multilineText(4000),
  image: optionalHttpUrl(),
  /** Who wrote it; the signed-in user's name when left empty. */
  author: optionalText(100),
}));

export const blogInput = /* @__PURE__ */ lazySchema(() => z.object(blogFields));
export const blogUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...blogFields, BlogID: id(), Version: version() }),
);

export const blog = /* @__PURE__ */ lazySchema(() =>
  z.object({
    BlogID: z.string(),
    title: z.string(),
    body: z.string(),
    likes: z.number(),
    Comments: z.string(),
    image: z.string(),
    author: z.string(),
    /** When it was posted (date and time, UTC). */
    createdOn: z.string(),
    ...auditShape,
  }),
);

export type Blog = z.infer<typeof blog>;
export type NewBlog = z.output<typeof blogInput>;
export type BlogChange = z.output<typeof blogUpdate>;

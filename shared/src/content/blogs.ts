import * as z from 'zod/mini';
import { optionalText, requiredText } from '../core/fields';
import { family } from '../core/family';
import { auditShape, contentCalls, multilineText, optionalHttpUrl, removeById, requiredMultilineText } from './fields';

/** A blog post (spec part 2 §3 Blog); the spec's lower-case field names are kept. */
export const blogFamily = family({
  ...contentCalls,
  type: 'Blog',
  id: 'BlogID',
  what: 'blog posts',
  fields: () => ({
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
  }),
  /** When it was posted (date and time, UTC). */
  stored: () => ({ createdOn: z.string(), ...auditShape }),
  list: { name: 'GetBlogs', paged: true, search: true, summary: 'Blog posts, newest first.' },
  add: { name: 'PostBlog' },
  update: { name: 'UpdateBlog' },
  remove: removeById('DeleteBlog'),
  search: ['title', 'author', 'body', 'Comments'],
  noun: 'blog post',
  labels: { image: 'Image address' },
  messages: { added: 'msg_blog_added', updated: 'msg_blog_updated', removed: 'msg_blog_removed' },
});

export const blogInput = blogFamily.input;
export const blogUpdate = blogFamily.change;
export const blog = blogFamily.item;

export type Blog = z.infer<typeof blog>;
export type NewBlog = z.output<typeof blogInput>;
export type BlogChange = z.output<typeof blogUpdate>;

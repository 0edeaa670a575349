import { messages, type Blog } from '@switchboard/shared';
import { listScreen, type EntityFields } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { ImagePreview } from '../../organization/setup/ImagePreview';
import { AUDIT_DETAILS, auditFields } from '../common/common-fields';
import { byText, moment, multiline } from '../common/content-format';
import { BLOG_DELAY, contentMessages } from '../common/content-messages';
import { contentData } from '../common/content-data';

export type BlogFormValues = {
  title: string;
  body: string;
  likes: string;
  Comments: string;
  image: string;
  author: string;
};

const blogFields = () =>
  ({
    title: {
      label: 'Title',
      column: { isRowHeader: true, width: 280 },
      control: { kind: 'text', maxLength: 200 },
    },
    author: {
      label: 'Author',
      control: {
        kind: 'text',
        optional: true,
        half: true,
        maxLength: 100,
        constraintText: 'Your name when left empty.',
      },
    },
    likes: {
      label: 'Likes',
      column: { sortingComparator: (a, b) => a.likes - b.likes },
      control: { kind: 'number', step: 1, half: true, constraintText: 'A whole number, 0 or more.' },
    },
    createdOn: {
      label: 'Posted',
      show: (blog) => moment(blog.createdOn),
      column: { id: 'posted', sortingComparator: byText((blog) => blog.createdOn) },
    },
    body: {
      label: 'Body',
      detail: (blog) => multiline(blog.body),
      control: { kind: 'textarea', rows: 10, maxLength: 20000 },
    },
    Comments: {
      label: 'Comments',
      detail: (blog) => multiline(blog.Comments),
      control: { kind: 'textarea', optional: true, maxLength: 4000 },
    },
    image: {
      label: 'Image address',
      detail: (blog) => <ImagePreview url={blog.image} alt="The post's image" />,
      control: {
        kind: 'text',
        optional: true,
        placeholder: 'https://',
        maxLength: 2000,
        preview: (value, invalid) => !invalid && value !== '' && <ImagePreview url={value} alt="Image preview" />,
      },
    },
    BlogID: { label: 'Blog post ID' },
    ...auditFields<Blog, BlogFormValues>(),
  }) satisfies EntityFields<Blog, BlogFormValues, string>;

const body = (values: BlogFormValues) => ({
  title: values.title,
  body: values.body,
  // An empty box is "not typed": the schema's default (0) applies.
  likes: values.likes.trim() === '' ? undefined : Number(values.likes),
  Comments: values.Comments,
  image: values.image.trim(),
  author: values.author,
});

/** Blogs (spec part 2 §2): posts newest first; likes start at 0; its messages stay 12 s. */
export function blogScreen(): ListScreenConfig<Blog, BlogFormValues> {
  return listScreen({
    fields: blogFields(),
    data: contentData<Blog>(
      { list: 'GetBlogs', create: 'PostBlog', update: 'UpdateBlog', remove: 'DeleteBlog' },
      (blog) => blog.BlogID,
    ),
    table: {
      id: 'blogs',
      title: 'Blogs',
      description: 'Blog posts of your organization, newest first.',
      noun: 'blog post',
      itemId: (blog) => blog.BlogID,
      itemLabel: (blog) => blog.title,
      columns: ['title', 'author', 'likes', 'createdOn', 'DateLastUpdated'],
    },
    form: {
      fields: ['title', 'author', 'likes', 'body', 'Comments', 'image'],
      empty: () => ({ title: '', body: '', likes: '0', Comments: '', image: '', author: '' }),
      fromItem: (blog) => ({
        title: blog.title,
        body: blog.body,
        likes: String(blog.likes),
        Comments: blog.Comments,
        image: blog.image,
        author: blog.author,
      }),
      toCreateBody: body,
      toUpdateBody: (values, blog) => ({ ...body(values), BlogID: blog.BlogID, Version: blog.Version }),
    },
    details: ['BlogID', 'title', 'author', 'likes', 'createdOn', 'body', 'Comments', 'image', ...AUDIT_DETAILS],
    messages: contentMessages(
      'blog post',
      { created: messages.msg_blog_added, updated: messages.msg_blog_updated, deleted: messages.msg_blog_removed },
      BLOG_DELAY,
    ),
  });
}

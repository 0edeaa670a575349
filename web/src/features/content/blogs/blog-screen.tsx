import { type Blog, blogFamily } from '@switchboard/shared';
import { noLookups, type DeclaredListScreen } from '../../../components/list-screen/declared-screen';
import { listScreen, type EntityFields, type FormValuesOf } from '../../../components/list-screen/entity-fields';
import { trimmed } from '../../../components/list-screen/form/field-codecs';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { ImagePreview } from '../../organization/setup/ImagePreview';
import { AUDIT_DETAILS, auditFields } from '../common/common-fields';
import { byText, moment, multiline } from '../common/content-format';
import { BLOG_DELAY, familyMessages } from '../common/content-messages';
import { familyData } from '../common/content-data';

const FORM_KEYS = ['title', 'author', 'likes', 'body', 'Comments', 'image'] as const;

export type BlogFormValues = FormValuesOf<(typeof FORM_KEYS)[number]>;

const blogFields = () =>
  ({
    title: {
      label: 'Title',
      column: { isRowHeader: true, width: 280 },
      control: { kind: 'text', countsLength: true },
    },
    author: {
      label: 'Author',
      control: {
        kind: 'text',
        optional: true,
        half: true,
        countsLength: true,
        constraintText: 'Your name when left empty.',
      },
    },
    likes: {
      label: 'Likes',
      column: { sortingComparator: (a, b) => a.likes - b.likes },
      control: {
        kind: 'number',
        step: 1,
        half: true,
        constraintText: 'A whole number, 0 or more.',
        initial: '0',
      },
    },
    createdOn: {
      label: 'Posted',
      show: (blog) => moment(blog.createdOn),
      column: { id: 'posted', sortingComparator: byText((blog) => blog.createdOn) },
    },
    body: {
      label: 'Body',
      detail: (blog) => multiline(blog.body),
      control: { kind: 'textarea', rows: 10, countsLength: true },
    },
    Comments: {
      label: 'Comments',
      detail: (blog) => multiline(blog.Comments),
      control: { kind: 'textarea', optional: true, countsLength: true },
    },
    image: {
      label: 'Image address',
      detail: (blog) => <ImagePreview url={blog.image} alt="The post's image" />,
      control: {
        kind: 'text',
        optional: true,
        placeholder: 'https://',
        countsLength: true,
        codec: trimmed,
        preview: (value, invalid) => !invalid && value !== '' && <ImagePreview url={value} alt="Image preview" />,
      },
    },
    BlogID: { label: 'Blog post ID' },
    ...auditFields<Blog, BlogFormValues>(),
  }) satisfies EntityFields<Blog, BlogFormValues, string>;

/** Blogs (spec part 2 §2): posts newest first; likes start at 0; its messages stay 12 s. */
export function blogScreen(): ListScreenConfig<Blog, BlogFormValues> {
  return listScreen({
    fields: blogFields(),
    data: familyData<Blog>(blogFamily),
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
      fields: FORM_KEYS,
    },
    details: ['BlogID', 'title', 'author', 'likes', 'createdOn', 'body', 'Comments', 'image', ...AUDIT_DETAILS],
    messages: familyMessages(blogFamily, BLOG_DELAY),
  });
}

/** /content/blogs, as the registry renders it. */
export default { useLookups: noLookups, config: blogScreen } satisfies DeclaredListScreen<unknown>;

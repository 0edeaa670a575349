import * as z from 'zod/mini';
import { requiredText } from '../core/fields';
import { family } from '../core/family';
import { lazySchema } from '../core/lazy-schema';
import {
  after,
  auditShape,
  contentCalls,
  dateTime,
  flag,
  momentOrder,
  multilineText,
  optionalRef,
  removeById,
} from './fields';
import { groupOption, organizationOption } from './lookups';

/** What news and notifications share: a short and a long text, shown from ReleaseTime until ExpireTime. */
export const announcementFields = /* @__PURE__ */ lazySchema(() => ({
  NewsType: requiredText(50),
  GroupID: optionalRef(),
  ShortDescription: requiredText(200),
  LongDescription: multilineText(4000),
  ReleaseTime: dateTime(),
  ExpireTime: dateTime(),
  Active: flag(true),
}));

export const expiresAfterRelease = after<{ ReleaseTime: string; ExpireTime: string }>(
  'ExpireTime',
  'ReleaseTime',
  momentOrder,
);

export const newsFamily = family({
  ...contentCalls,
  type: 'News',
  id: 'NewsID',
  what: 'news',
  fields: () => announcementFields,
  stored: () => auditShape,
  refine: () => z.refine(...expiresAfterRelease),
  // Groups goes beyond the spec's {News, Organizations}: a news item names its GroupID.
  list: {
    name: 'GetNews',
    paged: true,
    search: true,
    items: 'News',
    lookups: { Organizations: organizationOption, Groups: groupOption },
  },
  add: { name: 'AddNews' },
  update: { name: 'UpdateNews' },
  remove: removeById('DeleteNews'),
  references: { GroupID: 'group' },
  search: ['ShortDescription', 'LongDescription', 'NewsType'],
  noun: 'news item',
  label: 'ShortDescription',
  labels: { NewsType: 'Type' },
  messages: { added: 'msg_news_added', updated: 'msg_news_updated', removed: 'msg_news_removed' },
});

export const newsInput = newsFamily.input;
export const newsUpdate = newsFamily.change;
export const news = newsFamily.item;

export type News = z.infer<typeof news>;
export type NewNews = z.output<typeof newsInput>;
export type NewsChange = z.output<typeof newsUpdate>;

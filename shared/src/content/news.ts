import * as z from 'zod/mini';
import { id, requiredText, version } from '../core/fields';
import { after, auditShape, multilineText, dateTime, flag, momentOrder, optionalRef } from './fields';
import { lazySchema } from '../core/lazy-schema';

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

export const announcementShape = /* @__PURE__ */ lazySchema(() => ({
  NewsType: z.string(),
  GroupID: z.string(),
  ShortDescription: z.string(),
  LongDescription: z.string(),
  ReleaseTime: z.string(),
  ExpireTime: z.string(),
  Active: z.boolean(),
}));

export const expiresAfterRelease = after<{ ReleaseTime: string; ExpireTime: string }>(
  'ExpireTime',
  'ReleaseTime',
  momentOrder,
);

export const newsInput = /* @__PURE__ */ lazySchema(() =>
  z.object(announcementFields).check(z.refine(...expiresAfterRelease)),
);
export const newsUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...announcementFields, NewsID: id(), Version: version() }).check(z.refine(...expiresAfterRelease)),
);

export const news = /* @__PURE__ */ lazySchema(() =>
  z.object({ NewsID: z.string(), ...announcementShape, ...auditShape }),
);

export type News = z.infer<typeof news>;
export type NewNews = z.output<typeof newsInput>;
export type NewsChange = z.output<typeof newsUpdate>;

import * as z from 'zod/mini';
import { id, version } from '../core/fields';
import { auditShape, optionalRef } from './fields';
import { announcementFields, announcementShape, expiresAfterRelease } from './news';
import { lazySchema } from '../core/lazy-schema';

/** A notification: an announcement for everyone, or for one employee, group or office location. */
const notificationFields = /* @__PURE__ */ lazySchema(() => ({
  ...announcementFields,
  EmployeeID: optionalRef(),
  LocationID: optionalRef(),
}));

export const notificationInput = /* @__PURE__ */ lazySchema(() =>
  z.object(notificationFields).check(z.refine(...expiresAfterRelease)),
);
export const notificationUpdate = /* @__PURE__ */ lazySchema(() =>
  z.object({ ...notificationFields, NotificationID: id(), Version: version() }).check(z.refine(...expiresAfterRelease)),
);

export const notification = /* @__PURE__ */ lazySchema(() =>
  z.object({
    NotificationID: z.string(),
    ...announcementShape,
    EmployeeID: z.string(),
    LocationID: z.string(),
    ...auditShape,
  }),
);

export type Notification = z.infer<typeof notification>;
export type NewNotification = z.output<typeof notificationInput>;
export type NotificationChange = z.output<typeof notificationUpdate>;

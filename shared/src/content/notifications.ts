import * as z from 'zod';
import { id, version } from '../core/fields';
import { auditShape, optionalRef } from './fields';
import { announcementFields, announcementShape, expiresAfterRelease } from './news';

/** A notification: an announcement for everyone, or for one employee, group or office location. */
const notificationFields = { ...announcementFields, EmployeeID: optionalRef(), LocationID: optionalRef() };

export const notificationInput = z.object(notificationFields).refine(...expiresAfterRelease);
export const notificationUpdate = z
  .object({ ...notificationFields, NotificationID: id(), Version: version() })
  .refine(...expiresAfterRelease);

export const notification = z.object({
  NotificationID: z.string(),
  ...announcementShape,
  EmployeeID: z.string(),
  LocationID: z.string(),
  ...auditShape,
});

export type Notification = z.infer<typeof notification>;
export type NewNotification = z.output<typeof notificationInput>;
export type NotificationChange = z.output<typeof notificationUpdate>;

import * as z from 'zod/mini';
import { family } from '../core/family';
import { auditShape, contentCalls, optionalRef, removeById } from './fields';
import { employeeOption, groupOption, officeLocationOption, organizationOption } from './lookups';
import { announcementFields, expiresAfterRelease } from './news';

/** A notification: an announcement for everyone, or for one employee, group or office location. */
export const notificationFamily = family({
  ...contentCalls,
  type: 'Notification',
  id: 'NotificationID',
  what: 'notifications',
  fields: () => ({ ...announcementFields, EmployeeID: optionalRef(), LocationID: optionalRef() }),
  stored: () => auditShape,
  refine: () => z.refine(...expiresAfterRelease),
  list: {
    name: 'GetNotifications',
    paged: true,
    search: true,
    items: 'Notifications',
    lookups: {
      Groups: groupOption,
      Organizations: organizationOption,
      OfficeLocations: officeLocationOption,
      Employees: employeeOption,
    },
  },
  add: { name: 'AddNotification' },
  update: { name: 'UpdateNotification' },
  remove: removeById('DeleteNotification'),
  references: { GroupID: 'group', EmployeeID: 'employee', LocationID: 'officeLocation' },
  search: ['ShortDescription', 'LongDescription', 'NewsType'],
  noun: 'notification',
  label: 'ShortDescription',
  labels: { NewsType: 'Type' },
  messages: {
    added: 'msg_notification_added',
    updated: 'msg_notification_updated',
    removed: 'msg_notification_removed',
  },
});

export const notificationInput = notificationFamily.input;
export const notificationUpdate = notificationFamily.change;
export const notification = notificationFamily.item;

export type Notification = z.infer<typeof notification>;
export type NewNotification = z.output<typeof notificationInput>;
export type NotificationChange = z.output<typeof notificationUpdate>;

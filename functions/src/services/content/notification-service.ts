import type { NewNotification, Notification, NotificationChange } from '@switchboard/shared';
import { notificationRepository } from './content-repository';
import { contentService } from './content-kind';

export const notifications = contentService<Notification, NewNotification, NotificationChange>({
  repository: notificationRepository,
  idField: 'NotificationID',
  search: ['ShortDescription', 'LongDescription', 'NewsType'],
  items: 'Notifications',
  lookups: ['Groups', 'Organizations', 'OfficeLocations', 'Employees'],
  references: { EmployeeID: 'employee', GroupID: 'group', LocationID: 'officeLocation' },
});

import { messages, type Notification } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import {
  ANNOUNCEMENT_KEYS,
  announcementBody,
  announcementFields,
  announcementProblems,
  announcementValues,
  emptyAnnouncement,
  type AnnouncementFormValues,
} from '../common/announcement-fields';
import { AUDIT_DETAILS, referenceField } from '../common/common-fields';
import { contentMessages } from '../common/content-messages';
import { employeeOptions, locationOptions, type ContentLookups } from '../common/lookup-options';
import { contentData } from '../common/content-data';

export type NotificationFormValues = AnnouncementFormValues & { EmployeeID: string; LocationID: string };

const FORM_KEYS = [
  ...ANNOUNCEMENT_KEYS.slice(0, 3),
  'EmployeeID',
  'LocationID',
  ...ANNOUNCEMENT_KEYS.slice(3),
] as const;

const body = (values: NotificationFormValues) => ({
  ...announcementBody(values),
  EmployeeID: values.EmployeeID,
  LocationID: values.LocationID,
});

/** Notifications (spec part 2 §2): for everyone, or one employee, group or office location. */
export function notificationScreen(lookups: ContentLookups): ListScreenConfig<Notification, NotificationFormValues> {
  return listScreen({
    fields: {
      ...announcementFields<Notification, NotificationFormValues>(lookups),
      EmployeeID: referenceField<Notification, NotificationFormValues>(
        'Employee',
        (item) => item.EmployeeID,
        employeeOptions(lookups.employees),
        lookups.loading,
        { none: 'Everyone' },
      ),
      LocationID: referenceField<Notification, NotificationFormValues>(
        'Office location',
        (item) => item.LocationID,
        locationOptions(lookups.locations),
        lookups.loading,
        { none: 'Every location' },
      ),
      NotificationID: { label: 'Notification ID' },
    },
    data: contentData<Notification>(
      {
        list: 'GetNotifications',
        rowsKey: 'Notifications',
        create: 'AddNotification',
        update: 'UpdateNotification',
        remove: 'DeleteNotification',
      },
      (item) => item.NotificationID,
    ),
    table: {
      id: 'notifications',
      title: 'Notifications',
      description: 'Notifications to everyone or to one employee, group or location; newest first.',
      noun: 'notification',
      itemId: (item) => item.NotificationID,
      itemLabel: (item) => item.ShortDescription,
      columns: [
        'ShortDescription',
        'NewsType',
        'EmployeeID',
        'GroupID',
        'LocationID',
        'ReleaseTime',
        'ExpireTime',
        'Active',
      ],
    },
    form: {
      fields: FORM_KEYS,
      empty: () => ({ ...emptyAnnouncement(), EmployeeID: '', LocationID: '' }),
      fromItem: (item) => ({ ...announcementValues(item), EmployeeID: item.EmployeeID, LocationID: item.LocationID }),
      toCreateBody: body,
      toUpdateBody: (values, item) => ({ ...body(values), NotificationID: item.NotificationID, Version: item.Version }),
      extraErrors: announcementProblems,
    },
    details: ['NotificationID', ...FORM_KEYS, ...AUDIT_DETAILS],
    messages: contentMessages('notification', {
      created: messages.msg_notification_added,
      updated: messages.msg_notification_updated,
      deleted: messages.msg_notification_removed,
    }),
  });
}

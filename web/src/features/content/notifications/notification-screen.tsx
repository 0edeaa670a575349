import { type Notification, notificationFamily } from '@switchboard/shared';
import { listScreen, type FormValuesOf } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { listLookups, type DeclaredListScreen, type LookupsOf } from '../../../components/list-screen/declared-screen';
import { ANNOUNCEMENT_KEYS, announcementFields, announcementProblems } from '../common/announcement-fields';
import { AUDIT_DETAILS, referenceField } from '../common/common-fields';
import { familyMessages } from '../common/content-messages';
import { employeeOptions, locationOptions } from '../common/lookup-options';
import { familyData } from '../common/content-data';

const FORM_KEYS = [
  ...ANNOUNCEMENT_KEYS.slice(0, 3),
  'EmployeeID',
  'LocationID',
  ...ANNOUNCEMENT_KEYS.slice(3),
] as const;

export type NotificationFormValues = FormValuesOf<(typeof FORM_KEYS)[number]>;

/** Notifications (spec part 2 §2): for everyone, or one employee, group or office location. */
export function notificationScreen(
  lookups: LookupsOf<'GetNotifications'>,
): ListScreenConfig<Notification, NotificationFormValues> {
  return listScreen({
    fields: {
      ...announcementFields<Notification, NotificationFormValues>(lookups),
      EmployeeID: referenceField<Notification, NotificationFormValues>(
        'Employee',
        (item) => item.EmployeeID,
        employeeOptions(lookups.Employees),
        lookups.loading,
        { none: 'Everyone' },
      ),
      LocationID: referenceField<Notification, NotificationFormValues>(
        'Office location',
        (item) => item.LocationID,
        locationOptions(lookups.OfficeLocations),
        lookups.loading,
        { none: 'Every location' },
      ),
      NotificationID: { label: 'Notification ID' },
    },
    data: familyData<Notification>(notificationFamily),
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
      extraErrors: announcementProblems,
    },
    details: ['NotificationID', ...FORM_KEYS, ...AUDIT_DETAILS],
    messages: familyMessages(notificationFamily),
  });
}

/** /content/notifications, as the registry renders it. */
export default {
  useLookups: listLookups('GetNotifications'),
  config: notificationScreen,
} satisfies DeclaredListScreen<LookupsOf<'GetNotifications'>>;

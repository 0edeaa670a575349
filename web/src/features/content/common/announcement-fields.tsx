import type { EntityField, EntityFields } from '../../../components/list-screen/entity-fields';
import type { FormValues } from '../../../components/list-screen/types';
import { auditFields, momentField, referenceField } from './common-fields';
import { multiline, yesNo } from './content-format';
import { groupOptions, type ContentLookups } from './lookup-options';
import { momentBody, momentFromNow, momentInput, momentProblems } from './moment-values';

/** What news and notifications share (shared/src/content/news.ts): a short and a long text, shown for a while. */
export interface Announcement {
  NewsType: string;
  GroupID: string;
  ShortDescription: string;
  LongDescription: string;
  ReleaseTime: string;
  ExpireTime: string;
  Active: boolean;
  DateCreated: string;
  CreatedBy: string;
  DateLastUpdated: string;
  LastUpdatedBy: string;
}

export type AnnouncementFormValues = {
  NewsType: string;
  GroupID: string;
  ShortDescription: string;
  LongDescription: string;
  ReleaseTime: string;
  ExpireTime: string;
  Active: string;
};

export const ANNOUNCEMENT_KEYS = [
  'ShortDescription',
  'NewsType',
  'GroupID',
  'LongDescription',
  'ReleaseTime',
  'ExpireTime',
  'Active',
] as const;

export const announcementFields = <T extends Announcement, V extends AnnouncementFormValues & FormValues>(
  lookups: ContentLookups,
) =>
  ({
    ShortDescription: {
      label: 'Short description',
      column: { isRowHeader: true, width: 280 },
      control: { kind: 'text', maxLength: 200 },
    } satisfies EntityField<T, V>,
    NewsType: {
      label: 'Type',
      control: {
        kind: 'autosuggest',
        half: true,
        maxLength: 50,
        options: ['General', 'Event', 'Alert', 'Policy'].map((value) => ({ value })),
      },
    } satisfies EntityField<T, V>,
    GroupID: referenceField<T, V>('Group', (item) => item.GroupID, groupOptions(lookups.groups), lookups.loading, {
      none: 'Every group',
      half: true,
    }),
    LongDescription: {
      label: 'Long description',
      detail: (item: T) => multiline(item.LongDescription),
      column: { hiddenByDefault: true },
      control: { kind: 'textarea', optional: true, rows: 6, maxLength: 4000 },
    } satisfies EntityField<T, V>,
    ReleaseTime: momentField<T, V>('Release time', (item) => item.ReleaseTime, 'From when it is told.'),
    ExpireTime: momentField<T, V>('Expire time', (item) => item.ExpireTime, 'Until when; after the release time.'),
    Active: {
      label: 'Active',
      show: (item: T) => yesNo(item.Active),
      column: { sortingField: 'Active', filterText: (item: T) => (item.Active ? 'Yes' : 'No') },
      control: { kind: 'toggle', placeholder: 'Told between its release and expire times' },
    } satisfies EntityField<T, V>,
    ...auditFields<T, V>(),
  }) satisfies EntityFields<T, V, string>;

export const emptyAnnouncement = (): AnnouncementFormValues => ({
  NewsType: 'General',
  GroupID: '',
  ShortDescription: '',
  LongDescription: '',
  ReleaseTime: momentFromNow(0),
  ExpireTime: momentFromNow(30),
  Active: 'true',
});

export const announcementValues = (item: Announcement): AnnouncementFormValues => ({
  NewsType: item.NewsType,
  GroupID: item.GroupID,
  ShortDescription: item.ShortDescription,
  LongDescription: item.LongDescription,
  ReleaseTime: momentInput(item.ReleaseTime),
  ExpireTime: momentInput(item.ExpireTime),
  Active: String(item.Active),
});

export const announcementBody = (values: AnnouncementFormValues) => ({
  NewsType: values.NewsType,
  GroupID: values.GroupID,
  ShortDescription: values.ShortDescription,
  LongDescription: values.LongDescription,
  ReleaseTime: momentBody(values.ReleaseTime),
  ExpireTime: momentBody(values.ExpireTime),
  Active: values.Active === 'true',
});

export const announcementProblems = (values: AnnouncementFormValues) =>
  momentProblems(values, ['ReleaseTime', 'ExpireTime']);

import type { GroupOption, News } from '@switchboard/shared';
import type { EntityField, EntityFields, FormValuesOf } from '../../../components/list-screen/entity-fields';
import type { FormValues } from '../../../components/list-screen/types';
import { auditFields, momentField, referenceField } from './common-fields';
import { multiline, yesNo } from './content-format';
import { groupOptions } from './lookup-options';
import { momentProblems } from './moment-values';

/** What news and notifications share (shared/src/content/news.ts): a short and a long text, shown for a while. */
export type Announcement = Omit<News, 'NewsID'>;

export const ANNOUNCEMENT_KEYS = [
  'ShortDescription',
  'NewsType',
  'GroupID',
  'LongDescription',
  'ReleaseTime',
  'ExpireTime',
  'Active',
] as const;

/** The announcement's form values: each of its form fields' text. */
export type AnnouncementFormValues = FormValuesOf<(typeof ANNOUNCEMENT_KEYS)[number]>;

export const announcementFields = <T extends Announcement, V extends AnnouncementFormValues & FormValues>(lookups: {
  Groups?: readonly GroupOption[];
  loading: boolean;
}) =>
  ({
    ShortDescription: {
      label: 'Short description',
      column: { isRowHeader: true, width: 280 },
      control: { kind: 'text', countsLength: true },
    } satisfies EntityField<T, V>,
    NewsType: {
      label: 'Type',
      control: {
        kind: 'autosuggest',
        half: true,
        countsLength: true,
        initial: 'General',
        options: ['General', 'Event', 'Alert', 'Policy'].map((value) => ({ value })),
      },
    } satisfies EntityField<T, V>,
    GroupID: referenceField<T, V>('Group', (item) => item.GroupID, groupOptions(lookups.Groups), lookups.loading, {
      none: 'Every group',
      half: true,
    }),
    LongDescription: {
      label: 'Long description',
      detail: (item: T) => multiline(item.LongDescription),
      column: { hiddenByDefault: true },
      control: { kind: 'textarea', optional: true, rows: 6, countsLength: true },
    } satisfies EntityField<T, V>,
    ReleaseTime: momentField<T, V>('Release time', (item) => item.ReleaseTime, 'From when it is told.', 0),
    ExpireTime: momentField<T, V>('Expire time', (item) => item.ExpireTime, 'Until when; after the release time.', 30),
    Active: {
      label: 'Active',
      show: (item: T) => yesNo(item.Active),
      column: { sortingField: 'Active', filterText: (item: T) => (item.Active ? 'Yes' : 'No') },
      control: { kind: 'toggle', placeholder: 'Told between its release and expire times', initial: 'true' },
    } satisfies EntityField<T, V>,
    ...auditFields<T, V>(),
  }) satisfies EntityFields<T, V, string>;

export const announcementProblems = (values: AnnouncementFormValues) =>
  momentProblems(values, ['ReleaseTime', 'ExpireTime']);

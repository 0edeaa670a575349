import { type News, newsFamily } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { listLookups, type DeclaredListScreen, type LookupsOf } from '../../../components/list-screen/declared-screen';
import {
  ANNOUNCEMENT_KEYS,
  announcementFields,
  announcementProblems,
  type AnnouncementFormValues,
} from '../common/announcement-fields';
import { AUDIT_DETAILS } from '../common/common-fields';
import { familyMessages } from '../common/content-messages';
import { familyData } from '../common/content-data';

/** News (spec part 2 §2): told to everyone or one group, between its release and expire times. */
export function newsScreen(lookups: LookupsOf<'GetNews'>): ListScreenConfig<News, AnnouncementFormValues> {
  return listScreen({
    fields: { ...announcementFields<News, AnnouncementFormValues>(lookups), NewsID: { label: 'News ID' } },
    data: familyData<News>(newsFamily),
    table: {
      id: 'news',
      title: 'News',
      description: 'News the assistant tells, newest first.',
      noun: 'news item',
      itemId: (news) => news.NewsID,
      itemLabel: (news) => news.ShortDescription,
      columns: ['ShortDescription', 'NewsType', 'GroupID', 'ReleaseTime', 'ExpireTime', 'Active', 'LongDescription'],
    },
    form: {
      fields: ANNOUNCEMENT_KEYS,
      extraErrors: announcementProblems,
    },
    details: ['NewsID', ...ANNOUNCEMENT_KEYS, ...AUDIT_DETAILS],
    messages: familyMessages(newsFamily),
  });
}

/** /content/news, as the registry renders it. */
export default {
  useLookups: listLookups('GetNews'),
  config: newsScreen,
} satisfies DeclaredListScreen<LookupsOf<'GetNews'>>;

import type { NewNews, News, NewsChange } from '@switchboard/shared';
import { newsRepository } from './content-repository';
import { contentService } from './content-kind';

export const news = contentService<News, NewNews, NewsChange>({
  repository: newsRepository,
  idField: 'NewsID',
  search: ['ShortDescription', 'LongDescription', 'NewsType'],
  items: 'News',
  lookups: ['Organizations', 'Groups'],
  references: { GroupID: 'group' },
});

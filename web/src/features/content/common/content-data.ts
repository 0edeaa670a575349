import type { RouteName } from '@switchboard/shared';
import type { ListData } from '../../../components/list-screen/types';
import { CONTENT_PAGE_SIZE } from './use-list-answer';

/** The calls of a content family as shared declares it (core/family.ts): names, list key, id field. */
interface FamilyCalls {
  id: string;
  /** `items`: the key of the list's answer that holds the rows ({News, Organizations} → 'News'); none: the rows. */
  list?: { name: string; items?: string };
  add?: { name: string };
  update?: { name: string };
  /** Deleted by GET `?id=` (the spec's content deletes keep the CSRF-header rule). */
  remove?: { name: string };
}

/**
 * A content screen's data read from its family (`data: familyData<News>(newsFamily)`): the spec's 10 rows a page,
 * read from one key of the answer, deleted by `?id=`.
 */
export function familyData<T>(family: FamilyCalls): ListData<T> {
  const { list, add, update, remove } = family;
  if (!list || !add || !update) throw new Error(`familyData: the family of ${family.id} has no list, add or update`);
  const rowsKey = list.items;
  return {
    list: list.name as RouteName,
    create: add.name as RouteName,
    update: update.name as RouteName,
    pageSize: CONTENT_PAGE_SIZE,
    ...(rowsKey ? { selectRows: (answer: unknown) => (answer as Record<string, T[]>)[rowsKey] ?? [] } : {}),
    ...(remove
      ? {
          remove: remove.name as RouteName,
          toDeleteQuery: (item: T) => ({ id: String((item as Record<string, unknown>)[family.id]) }),
        }
      : {}),
  };
}

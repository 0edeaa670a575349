import type { RouteName } from '@switchboard/shared';
import type { ListData } from '../../../components/list-screen/types';
import { CONTENT_PAGE_SIZE } from './use-list-answer';

interface ContentRoutes {
  list: RouteName;
  /** The key of the list's answer that holds the rows ({News, Organizations} → 'News'); none: the answer is the rows. */
  rowsKey?: string;
  create: RouteName;
  update: RouteName;
  /** Deleted by GET `?id=` (the spec's content deletes keep the CSRF-header rule). */
  remove?: RouteName;
}

/** A content screen's routes: the spec's 10 rows a page, read from one key of the answer, deleted by `?id=`. */
export function contentData<T>(routes: ContentRoutes, idOf: (item: T) => string): ListData<T> {
  const { list, rowsKey, create, update, remove } = routes;
  return {
    list,
    create,
    update,
    pageSize: CONTENT_PAGE_SIZE,
    ...(rowsKey ? { selectRows: (answer: unknown) => (answer as Record<string, T[]>)[rowsKey] ?? [] } : {}),
    ...(remove ? { remove, toDeleteQuery: (item: T) => ({ id: idOf(item) }) } : {}),
  };
}

/** The calls of a content family as shared declares it (core/family.ts): names, list key, id field. */
interface FamilyCalls {
  id: string;
  list?: { name: string; items?: string };
  add?: { name: string };
  update?: { name: string };
  remove?: { name: string };
}

/** A content screen's data read from its family: `data: familyData<News>(newsFamily)`. */
export function familyData<T>(family: FamilyCalls): ListData<T> {
  const { list, add, update, remove } = family;
  if (!list || !add || !update) throw new Error(`familyData: the family of ${family.id} has no list, add or update`);
  const routes = {
    list: list.name as RouteName,
    create: add.name as RouteName,
    update: update.name as RouteName,
    ...(list.items ? { rowsKey: list.items } : {}),
    ...(remove ? { remove: remove.name as RouteName } : {}),
  };
  return contentData<T>(routes, (item) => String((item as Record<string, unknown>)[family.id]));
}

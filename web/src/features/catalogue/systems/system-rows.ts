import type { SystemList, SystemListCategory } from '@switchboard/shared';
import type { SystemLists } from '../catalogue-options';

export type SystemRow = SystemList & { Category: string };
export type CategoryRow = SystemListCategory & { Systems: string[] };

/** The systems (of one category, when given) with their category's name. */
export function systemRows(lists: SystemLists, categoryId: string | undefined): SystemRow[] {
  const names = new Map(lists.SystemListCategories.map((c) => [c.SystemListCategoryID, c.Category]));
  return lists.SystemLists.filter((s) => !categoryId || s.SystemListCategoryID === categoryId).map((s) => ({
    ...s,
    Category: names.get(s.SystemListCategoryID) ?? '-',
  }));
}

/** The categories with the names of the systems each holds. */
export function categoryRows(lists: SystemLists): CategoryRow[] {
  return lists.SystemListCategories.map((c) => ({
    ...c,
    Systems: lists.SystemLists.filter((s) => s.SystemListCategoryID === c.SystemListCategoryID).map((s) => s.Name),
  }));
}

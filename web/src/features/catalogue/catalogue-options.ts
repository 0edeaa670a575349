import type { FieldOption } from '../../components/list-screen/types';
import type { SystemLists } from './use-system-lists';

/** The categories as select options, by name. */
export const categoryOptions = (lists: SystemLists | undefined): FieldOption[] =>
  (lists?.SystemListCategories ?? []).map((c) => ({ value: c.SystemListCategoryID, label: c.Category }));

/** The systems (of one category, when given) as select options, valued by `valueOf` (id or name). */
export function systemOptions(
  lists: SystemLists | undefined,
  categoryId: string | undefined,
  valueOf: 'id' | 'name' = 'id',
): FieldOption[] {
  return (lists?.SystemLists ?? [])
    .filter((s) => !categoryId || s.SystemListCategoryID === categoryId)
    .map((s) => ({ value: valueOf === 'id' ? s.SystemListID : s.Name, label: s.Name }));
}

export const categoryOfSystem = (lists: SystemLists | undefined, systemId: string) =>
  lists?.SystemLists.find((s) => s.SystemListID === systemId)?.SystemListCategoryID ?? '';

export const systemByName = (lists: SystemLists | undefined, name: string) =>
  lists?.SystemLists.find((s) => s.Name.toLowerCase() === name.toLowerCase());

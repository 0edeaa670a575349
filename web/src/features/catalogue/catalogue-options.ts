import type { AnswerOf, Routes } from '@switchboard/shared';
import type { FieldOption } from '../../components/list-screen/types';

/** Every system and category of the catalogue (GetSystemLists; read with useRoute('GetSystemLists')). */
export type SystemLists = AnswerOf<Routes['GetSystemLists']>;
export type SystemListItem = SystemLists['SystemLists'][number];

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

export const systemById = (lists: SystemLists | undefined, id: string) =>
  lists?.SystemLists.find((s) => s.SystemListID === id);

export const systemByName = (lists: SystemLists | undefined, name: string) =>
  lists?.SystemLists.find((s) => s.Name.toLowerCase() === name.toLowerCase());

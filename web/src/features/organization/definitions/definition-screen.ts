import type { SettingCategory, SystemSettingList } from '@switchboard/shared';
import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import type { DeclaredListScreen } from '../../../components/list-screen/declared-screen';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { definitionFields } from './definition-fields';

/**
 * The platform's setting definitions (a PlatformAdmin's): what organizations may give a value to, by category; a
 * definition organizations keep values of cannot be deleted, nor its type or encryption changed.
 */
export function definitionScreen(
  categories: readonly SettingCategory[],
  loading: boolean,
): ListScreenConfig<SystemSettingList, FormValues> {
  return listScreen({
    fields: definitionFields(categories, loading),
    data: {
      list: 'GetSystemSettingLists',
      create: 'SubmitSystemSettingList',
      update: 'UpdateSystemSettingList',
      remove: 'DeleteSystemSettingList',
      toDeleteQuery: (definition) => ({ id: definition.SystemSettingListID }),
    },
    table: {
      id: 'setting-definitions',
      title: 'Setting definitions',
      description: 'The settings every organization can give a value to, by category.',
      noun: 'setting definition',
      itemId: (definition) => definition.SystemSettingListID,
      itemLabel: (definition) => definition.Name,
      wrapLines: true,
      columns: ['Name', 'SettingCategoryID', 'ValueType', 'Encrypt', 'UsageCount', 'Description'],
      deleteDisabledReason: (definition) =>
        definition.UsageCount
          ? `${definition.UsageCount} organization(s) keep a value of it: it cannot be deleted.`
          : undefined,
    },
    form: { fields: ['Name', 'SettingCategoryID', 'ValueType', 'Encrypt', 'Description'], reads: ['UsageCount'] },
    details: ['Name', 'SettingCategoryID', 'ValueType', 'Encrypt', 'UsageCount', 'Description', 'SystemSettingListID'],
    messages: recordMessages('setting definition'),
  });
}

const noCategories: SettingCategory[] = [];

/** The setting categories a definition is filed under (they change seldom). */
export function useSettingCategories() {
  const categories = useRoute('SettingCategories', undefined, { staleTime: 5 * 60_000 });
  return useMemo(
    () => ({ categories: categories.data ?? noCategories, loading: categories.isPending }),
    [categories.data, categories.isPending],
  );
}

/** /catalogue/setting-definitions, as the registry renders it. */
export default {
  useLookups: useSettingCategories,
  config: ({ categories, loading }) => definitionScreen(categories, loading),
} satisfies DeclaredListScreen<ReturnType<typeof useSettingCategories>>;

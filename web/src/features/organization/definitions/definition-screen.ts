import type { SettingCategory, SystemSettingList } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { definitionFields } from './definition-fields';
import { definitionForm, type DefinitionValues } from './definition-form';

/**
 * The platform's setting definitions (a PlatformAdmin's): what organizations may give a value to, by category; a
 * definition organizations keep values of cannot be deleted, nor its type or encryption changed.
 */
export function definitionScreen(
  categories: readonly SettingCategory[],
  loading: boolean,
): ListScreenConfig<SystemSettingList, DefinitionValues> {
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
    form: definitionForm(),
    details: ['Name', 'SettingCategoryID', 'ValueType', 'Encrypt', 'UsageCount', 'Description', 'SystemSettingListID'],
    messages: recordMessages('setting definition'),
  });
}

import { fillMessage, MESSAGE_DELAYS, messages, type Setting, type SystemSettingList } from '@switchboard/shared';
import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import type { DeclaredListScreen } from '../../../components/list-screen/declared-screen';
import { listScreen, type FormDeclaration } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { settingFields, type SettingChoices } from './setting-fields';
import { valueProblem } from './setting-value';

const base = recordMessages('setting');

/**
 * The setting modal: the category, then a setting definition of it the organization has no value of yet, then the
 * value, its control typed by the definition (the form reads the record's SettingID to know it edits one). The
 * category only narrows the choice: no route takes it. An encrypted value arrives as the mask and goes back as it
 * unless retyped (the server then keeps the stored one).
 */
function settingForm(
  definitions: readonly SystemSettingList[],
): FormDeclaration<Setting, FormValues, keyof ReturnType<typeof settingFields>> {
  const definitionOf = (values: FormValues) =>
    definitions.find((d) => d.SystemSettingListID === values.SystemSettingListID);
  return {
    fields: ['SettingCategoryID', 'SystemSettingListID', 'Value'],
    reads: ['SettingID'],
    extraErrors: (values, mode) => ({
      SettingCategoryID: mode === 'create' && !values.SettingCategoryID ? 'is required' : undefined,
      SystemSettingListID: mode === 'create' && !values.SystemSettingListID ? 'is required' : undefined,
      Value: valueProblem(definitionOf(values), values.Value ?? ''),
    }),
    // Another category's setting is no longer a valid choice; another setting's value is not this one's.
    adjust: (values, changed) => {
      if (changed === 'SettingCategoryID' && definitionOf(values)?.SettingCategoryID !== values.SettingCategoryID)
        return { ...values, SystemSettingListID: '', Value: '' };
      return changed === 'SystemSettingListID' ? { ...values, Value: '' } : values;
    },
  };
}

/** Organization settings (spec part 2 "Organization settings: list with a setting modal") as a list screen. */
export function settingScreen(choices: SettingChoices): ListScreenConfig<Setting, FormValues> {
  return listScreen({
    fields: settingFields(choices),
    data: {
      list: 'SystemSettings',
      create: 'SetupNewSettings',
      update: 'UpdateSetting',
      remove: 'DeleteSystemSetting',
      toDeleteQuery: (setting) => ({ id: setting.SettingID }),
    },
    table: {
      id: 'organization-settings',
      title: 'Organization settings',
      description: 'Your organization’s values of the platform’s settings. Encrypted values are never shown.',
      noun: 'setting',
      itemId: (setting) => setting.SettingID,
      itemLabel: (setting) => setting.Name,
      emptyText: 'No setting has a value yet.',
      // Values can be long (a greeting, a URL): they wrap, so the columns after them stay beside Actions.
      wrapLines: true,
      columns: ['Name', 'SettingCategoryID', 'Value', 'ValueType', 'DateLastUpdated', 'LastUpdatedBy'],
    },
    form: settingForm(choices.definitions),
    details: ['Name', 'SettingCategoryID', 'Value', 'ValueType', 'DateLastUpdated', 'LastUpdatedBy'],
    messages: {
      ...base,
      texts: {
        ...base.texts,
        createError: fillMessage(messages.msg_setting_create_error, { detail: 'the setting could not be saved' }),
        created: messages.msg_setting_created,
        updated: messages.msg_setting_updated,
        deleted: messages.msg_setting_removed,
      },
      // Settings create messages stay 7 s (spec part 2 §9).
      delays: { ...base.delays, create: MESSAGE_DELAYS.loadingError },
    },
  });
}

const none: never[] = [];

/** What the setting modal chooses from: the categories, the definitions, and those the organization has a value of. */
function useSettingChoices(): SettingChoices {
  const categories = useRoute('SettingCategories', undefined, { staleTime: 5 * 60_000 });
  const definitions = useRoute('GetSystemSettingLists', undefined, { staleTime: 60_000 });
  const settings = useRoute('SystemSettings');
  return useMemo(
    () => ({
      categories: categories.data ?? none,
      definitions: definitions.data ?? none,
      valued: new Set((settings.data ?? none).map((setting) => setting.SystemSettingListID)),
      loading: categories.isPending || definitions.isPending,
    }),
    [categories.data, definitions.data, settings.data, categories.isPending, definitions.isPending],
  );
}

/** /organization/settings, as the registry renders it. */
export default { useLookups: useSettingChoices, config: settingScreen } satisfies DeclaredListScreen<SettingChoices>;

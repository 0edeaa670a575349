import { fillMessage, MESSAGE_DELAYS, messages, type Setting } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { settingFields, type SettingChoices } from './setting-fields';
import { settingForm, type SettingValues } from './setting-form';

const base = recordMessages('setting');

/** Organization settings (spec part 2 "Organization settings: list with a setting modal") as a list screen. */
export function settingScreen(choices: SettingChoices): ListScreenConfig<Setting, SettingValues> {
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

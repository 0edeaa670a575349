import type { Setting, SystemSettingList } from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import type { settingFields } from './setting-fields';
import { valueProblem } from './setting-value';

/** A setting value while it is edited; SettingID is empty for a new one (it is not a field of the form). */
export type SettingValues = {
  SettingID: string;
  SettingCategoryID: string;
  SystemSettingListID: string;
  Value: string;
};

type SettingField = keyof ReturnType<typeof settingFields>;

/**
 * The setting modal: the category, then a setting definition of it the organization has no value of yet, then the
 * value, its control typed by the definition. An encrypted value arrives as the mask and goes back as it unless
 * retyped (the server then keeps the stored one).
 */
export function settingForm(
  definitions: readonly SystemSettingList[],
): ListScreenDeclaration<Setting, SettingValues, SettingField>['form'] {
  const definitionOf = (values: SettingValues) =>
    definitions.find((d) => d.SystemSettingListID === values.SystemSettingListID);
  return {
    fields: ['SettingCategoryID', 'SystemSettingListID', 'Value'],
    empty: () => ({ SettingID: '', SettingCategoryID: '', SystemSettingListID: '', Value: '' }),
    fromItem: (setting) => ({
      SettingID: setting.SettingID,
      SettingCategoryID: setting.SettingCategoryID,
      SystemSettingListID: setting.SystemSettingListID,
      Value: setting.Value,
    }),
    toCreateBody: (values) => ({ SystemSettingListID: values.SystemSettingListID || undefined, Value: values.Value }),
    toUpdateBody: (values, setting) => ({
      SettingID: setting.SettingID,
      Value: values.Value,
      Version: setting.Version,
    }),
    extraErrors: (values, mode) => ({
      SettingCategoryID: mode === 'create' && !values.SettingCategoryID ? 'is required' : undefined,
      SystemSettingListID: mode === 'create' && !values.SystemSettingListID ? 'is required' : undefined,
      Value: valueProblem(definitionOf(values), values.Value),
    }),
    // Another category's setting is no longer a valid choice; another setting's value is not this one's.
    adjust: (values, changed) => {
      if (changed === 'SettingCategoryID' && definitionOf(values)?.SettingCategoryID !== values.SettingCategoryID)
        return { ...values, SystemSettingListID: '', Value: '' };
      return changed === 'SystemSettingListID' ? { ...values, Value: '' } : values;
    },
  };
}

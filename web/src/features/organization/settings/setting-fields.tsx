import Badge from '@cloudscape-design/components/badge';
import type { Setting, SettingCategory, SystemSettingList } from '@switchboard/shared';
import { formatDateTime } from '../../../components/format/date-time';
import type { EntityFields } from '../../../components/list-screen/entity-fields';
import { unsetWhenEmpty } from '../../../components/list-screen/form/field-codecs';
import type { FormValues } from '../../../components/list-screen/types';
import { valueControl } from './setting-value';

export interface SettingChoices {
  categories: readonly SettingCategory[];
  definitions: readonly SystemSettingList[];
  /** The definitions the organization keeps a value of already (a new setting picks another). */
  valued: ReadonlySet<string>;
  loading: boolean;
}

const valueShown = (setting: Setting) =>
  setting.Encrypt ? <Badge color="blue">Encrypted</Badge> : setting.Value || '-';

/** Every field of a setting value, named once. */
export const settingFields = ({ categories, definitions, valued, loading }: SettingChoices) =>
  ({
    Name: {
      label: 'Setting',
      column: { id: 'name', isRowHeader: true, width: 260 },
    },
    SettingCategoryID: {
      label: 'Category',
      show: (setting) => setting.SettingCategories || '-',
      column: { id: 'category', sortingField: 'SettingCategories', width: 180 },
      control: {
        kind: 'select',
        half: true,
        readOnlyWhenEditing: true,
        options: categories.map((c) => ({ value: c.SettingCategoryID, label: c.Name })),
        optionsLoading: loading,
      },
    },
    SystemSettingListID: {
      label: 'Setting',
      show: (setting) => setting.Name,
      control: {
        kind: 'select',
        half: true,
        readOnlyWhenEditing: true,
        optionsLoading: loading,
        codec: unsetWhenEmpty,
        dynamic: (values) => ({
          options: definitions
            .filter((d) => d.SettingCategoryID === values.SettingCategoryID)
            .filter((d) => !valued.has(d.SystemSettingListID) || d.SystemSettingListID === values.SystemSettingListID)
            .map((d) => ({ value: d.SystemSettingListID, label: d.Name, description: d.Description })),
          placeholder: values.SettingCategoryID ? 'Choose a setting' : 'Choose a category first',
        }),
      },
    },
    Value: {
      label: 'Value',
      show: valueShown,
      column: { id: 'value', minWidth: 200, filterText: (setting) => (setting.Encrypt ? '' : setting.Value) },
      control: {
        kind: 'text',
        optional: true,
        dynamic: (values) =>
          valueControl(
            definitions.find((d) => d.SystemSettingListID === values.SystemSettingListID),
            // SettingID is read of the record being edited (setting-screen.ts); a new setting has none.
            values.SettingID !== '',
          ),
      },
    },
    ValueType: { label: 'Value type', column: { id: 'type', width: 120, hiddenByDefault: true } },
    DateLastUpdated: {
      label: 'Last updated',
      show: (setting) => formatDateTime(setting.DateLastUpdated),
      column: { id: 'updated', sortingField: 'DateLastUpdated', width: 170 },
    },
    LastUpdatedBy: { label: 'Updated by', column: { id: 'updatedBy', hiddenByDefault: true } },
  }) satisfies EntityFields<Setting, FormValues, string>;

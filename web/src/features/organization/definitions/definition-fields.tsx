import { settingValueTypes, type SettingCategory, type SystemSettingList } from '@switchboard/shared';
import { YesNoBadge } from '../../../components/format/YesNoBadge';
import type { EntityFields } from '../../../components/list-screen/entity-fields';
import { unsetWhenEmpty } from '../../../components/list-screen/form/field-codecs';
import type { FormValues } from '../../../components/list-screen/types';

const typeMeaning: Record<(typeof settingValueTypes)[number], string> = {
  Text: 'One line of text',
  Number: 'A number',
  Email: 'An email address',
  Url: 'An http(s) address',
  TimeZone: 'A time zone such as Europe/Berlin',
};

const usage = (definition: SystemSettingList) => definition.UsageCount ?? 0;

/**
 * While organizations keep values of it, what a value is cannot change (the server refuses it too). The form reads
 * the record's UsageCount for this (definition-screen.ts), and never sends it.
 */
const fixedWhileUsed = (values: FormValues) =>
  Number(values.UsageCount) > 0
    ? {
        readOnlyWhenEditing: true,
        constraintText: `Fixed while ${values.UsageCount} organization(s) keep a value of this setting.`,
      }
    : {};

/** Every field of a setting definition, named once. */
export const definitionFields = (categories: readonly SettingCategory[], loading: boolean) => {
  const categoryName = (id: string) => categories.find((c) => c.SettingCategoryID === id)?.Name ?? '-';
  return {
    Name: {
      label: 'Name',
      column: { id: 'name', isRowHeader: true, width: 240 },
      control: { kind: 'text', half: true, placeholder: 'e.g. Default time zone' },
    },
    SettingCategoryID: {
      label: 'Category',
      show: (definition) => categoryName(definition.SettingCategoryID),
      column: {
        id: 'category',
        sortingComparator: (a, b) => categoryName(a.SettingCategoryID).localeCompare(categoryName(b.SettingCategoryID)),
      },
      control: {
        kind: 'select',
        half: true,
        options: categories.map((c) => ({ value: c.SettingCategoryID, label: c.Name })),
        optionsLoading: loading,
        codec: unsetWhenEmpty,
      },
    },
    ValueType: {
      label: 'Value type',
      column: { id: 'type', width: 130 },
      control: {
        kind: 'select',
        half: true,
        options: settingValueTypes.map((value) => ({ value, description: typeMeaning[value] })),
        initial: 'Text',
        codec: unsetWhenEmpty,
        dynamic: fixedWhileUsed,
      },
    },
    Encrypt: {
      label: 'Encrypted',
      show: (definition) => <YesNoBadge value={definition.Encrypt} />,
      column: { id: 'encrypt', sortingField: 'Encrypt', width: 120 },
      control: {
        kind: 'toggle',
        half: true,
        placeholder: 'Values are secrets (stored encrypted, never shown)',
        dynamic: fixedWhileUsed,
      },
    },
    UsageCount: {
      label: 'Organizations using it',
      show: (definition) => String(usage(definition)),
      column: { id: 'usage', sortingComparator: (a, b) => usage(a) - usage(b), width: 190 },
    },
    Description: {
      label: 'Description',
      show: (definition) => definition.Description || '-',
      column: { id: 'description', minWidth: 240, sortingField: undefined },
      control: { kind: 'text', optional: true, description: 'Shown to administrators when they give it a value.' },
    },
    SystemSettingListID: { label: 'Definition ID' },
  } satisfies EntityFields<SystemSettingList, FormValues, string>;
};

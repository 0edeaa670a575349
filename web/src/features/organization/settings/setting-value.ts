import { SECRET_MASK, settingValueProblem, type SettingValueType, type SystemSettingList } from '@switchboard/shared';
import type { FieldControlSpec, FieldOption } from '../../../components/list-screen/types';

const timeZones: FieldOption[] = (
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
)
  .concat('UTC')
  .map((value) => ({ value }));

const hints: Record<SettingValueType, Partial<FieldControlSpec>> = {
  Text: { kind: 'text' },
  Number: { kind: 'number', placeholder: '0', constraintText: 'A number.' },
  Email: { kind: 'text', placeholder: 'name@example.com', constraintText: 'An email address.' },
  Url: { kind: 'text', placeholder: 'https://', constraintText: 'An address starting with https:// or http://.' },
  TimeZone: {
    kind: 'autosuggest',
    options: timeZones,
    placeholder: 'Europe/Berlin',
    constraintText: 'A time zone name such as Europe/Berlin or UTC.',
  },
};

/** The value's control for its definition: typed by ValueType; an encrypted one is typed unseen. */
export function valueControl(definition: SystemSettingList | undefined, editing: boolean): Partial<FieldControlSpec> {
  if (!definition) return { kind: 'text', placeholder: 'Choose a setting first' };
  const typed = { ...hints[definition.ValueType], description: definition.Description || undefined };
  if (!definition.Encrypt) return typed;
  return {
    ...typed,
    kind: 'secret',
    options: undefined,
    constraintText: editing
      ? 'Stored encrypted and never shown. Leave it as it is to keep the stored value, or type a new one.'
      : 'Stored encrypted: once saved, nobody can read it here again.',
  };
}

/** What is wrong with a value for its definition (the stored secret, sent back as the mask, is kept as it is). */
export function valueProblem(definition: SystemSettingList | undefined, value: string): string | undefined {
  if (!definition || (definition.Encrypt && value === SECRET_MASK)) return undefined;
  return settingValueProblem(definition.ValueType, value);
}

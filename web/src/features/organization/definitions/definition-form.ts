import type { SystemSettingList } from '@switchboard/shared';
import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import type { definitionFields } from './definition-fields';

/** A setting definition while it is edited; UsageCount (not a field) decides what may still change. */
export type DefinitionValues = {
  Name: string;
  SettingCategoryID: string;
  ValueType: string;
  Encrypt: string;
  Description: string;
  UsageCount: string;
};

type DefinitionField = keyof ReturnType<typeof definitionFields>;

export function definitionForm(): ListScreenDeclaration<SystemSettingList, DefinitionValues, DefinitionField>['form'] {
  const body = (values: DefinitionValues) => ({
    Name: values.Name,
    SettingCategoryID: values.SettingCategoryID || undefined,
    ValueType: values.ValueType || undefined,
    Encrypt: values.Encrypt === 'true',
    Description: values.Description,
  });
  return {
    fields: ['Name', 'SettingCategoryID', 'ValueType', 'Encrypt', 'Description'],
    empty: () => ({
      Name: '',
      SettingCategoryID: '',
      ValueType: 'Text',
      Encrypt: 'false',
      Description: '',
      UsageCount: '0',
    }),
    fromItem: (definition) => ({
      Name: definition.Name,
      SettingCategoryID: definition.SettingCategoryID,
      ValueType: definition.ValueType,
      Encrypt: String(definition.Encrypt),
      Description: definition.Description,
      UsageCount: String(definition.UsageCount ?? 0),
    }),
    toCreateBody: body,
    toUpdateBody: (values, definition) => ({
      ...body(values),
      SystemSettingListID: definition.SystemSettingListID,
      Version: definition.Version,
    }),
  };
}

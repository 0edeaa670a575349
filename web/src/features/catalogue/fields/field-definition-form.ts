import type { EntityForm } from '../../../components/list-screen/types';
import { categoryOfSystem, categoryOptions, systemOptions } from '../catalogue-options';
import type { SystemLists } from '../catalogue-options';
import type { FieldDefinition, FieldKind } from './field-kinds';
import { fieldTypeOptions } from './field-types';

export type FieldDefinitionValues = {
  SystemListCategoryID: string;
  SystemListID: string;
  FieldName: string;
  FieldLabel: string;
  FieldType: string;
  FieldShortDescription: string;
};

interface Options {
  kind: FieldKind;
  lists: SystemLists | undefined;
  /** The page's filters preselect the category and system of a new field. */
  categoryId: string;
  systemId: string;
}

/** A field definition: category then system, name, label, type and a short description. */
export function fieldDefinitionForm({
  kind,
  lists,
  categoryId,
  systemId,
}: Options): EntityForm<FieldDefinition, FieldDefinitionValues> {
  const body = (values: FieldDefinitionValues) => ({
    FieldName: values.FieldName,
    FieldLabel: values.FieldLabel,
    FieldType: values.FieldType || undefined,
    FieldShortDescription: values.FieldShortDescription,
    SystemListID: values.SystemListID || undefined,
  });
  return {
    fields: [
      { key: 'SystemListCategoryID', label: 'Category', kind: 'select', half: true, options: categoryOptions(lists) },
      {
        key: 'SystemListID',
        label: 'System',
        kind: 'select',
        half: true,
        dynamic: (values) => ({
          options: systemOptions(lists, values.SystemListCategoryID),
          placeholder: values.SystemListCategoryID ? 'Choose system' : 'Choose a category first',
        }),
      },
      {
        key: 'FieldName',
        label: 'Field name',
        kind: 'text',
        half: true,
        placeholder: 'e.g. ApiKey',
        constraintText: 'Starts with a letter; letters, digits and _ only.',
      },
      { key: 'FieldLabel', label: 'Label', kind: 'text', half: true, placeholder: 'e.g. API key' },
      { key: 'FieldType', label: 'Field type', kind: 'select', options: fieldTypeOptions },
      {
        key: 'FieldShortDescription',
        label: 'Short description',
        kind: 'textarea',
        optional: true,
        description: `Helps whoever fills in the ${kind.noun}.`,
      },
    ],
    empty: () => ({
      SystemListCategoryID: categoryId,
      SystemListID: systemId,
      FieldName: '',
      FieldLabel: '',
      FieldType: 'String',
      FieldShortDescription: '',
    }),
    fromItem: (field) => ({
      SystemListCategoryID: categoryOfSystem(lists, field.SystemListID),
      SystemListID: field.SystemListID,
      FieldName: field.FieldName,
      FieldLabel: field.FieldLabel,
      FieldType: field.FieldType,
      FieldShortDescription: field.FieldShortDescription,
    }),
    createSchema: kind.createSchema,
    updateSchema: kind.updateSchema,
    toCreateBody: body,
    toUpdateBody: (values, field) => ({ ...body(values), [kind.idField]: kind.idOf(field) }),
    extraErrors: (values) => ({ SystemListCategoryID: values.SystemListCategoryID ? undefined : 'is required' }),
    // A system of another category is no longer a valid choice.
    adjust: (values, changed) =>
      changed === 'SystemListCategoryID' && categoryOfSystem(lists, values.SystemListID) !== values.SystemListCategoryID
        ? { ...values, SystemListID: '' }
        : values,
  };
}

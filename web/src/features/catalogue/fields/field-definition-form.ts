import type { ListScreenDeclaration } from '../../../components/list-screen/entity-fields';
import { categoryOfSystem, type SystemLists } from '../catalogue-options';
import type { FieldDefinition, FieldKind } from './field-kinds';

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

/**
 * The form of a field definition: category then system, name, label, type and a short description (the fields are
 * declared in field-definition-screen.ts; the routes' request schemas validate it).
 */
export function fieldDefinitionForm({
  kind,
  lists,
  categoryId,
  systemId,
}: Options): ListScreenDeclaration<FieldDefinition, FieldDefinitionValues, string>['form'] {
  const body = (values: FieldDefinitionValues) => ({
    FieldName: values.FieldName,
    FieldLabel: values.FieldLabel,
    FieldType: values.FieldType || undefined,
    FieldShortDescription: values.FieldShortDescription,
    SystemListID: values.SystemListID || undefined,
  });
  return {
    fields: ['SystemListCategoryID', 'SystemListID', 'FieldName', 'FieldLabel', 'FieldType', 'FieldShortDescription'],
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

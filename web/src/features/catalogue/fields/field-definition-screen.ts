import type { ReactNode } from 'react';
import { listScreen, type EntityFields } from '../../../components/list-screen/entity-fields';
import { unsetWhenEmpty } from '../../../components/list-screen/form/field-codecs';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { categoryOfSystem, categoryOptions, systemOptions, type SystemLists } from '../catalogue-options';
import type { FieldDefinition, FieldKind } from './field-kinds';
import { fieldTypeOptions } from './field-types';

export interface FieldDefinitionOptions {
  kind: FieldKind;
  /** Whether the user may change the catalogue (the description says who may). */
  canEdit: boolean;
  lists: SystemLists | undefined;
  /** The page's filters (the spec's two page values), sent as the list's query. */
  categoryId: string | undefined;
  systemName: string | undefined;
  /** The chosen system's id, preselected in a new field. */
  systemId: string | undefined;
  filters: ReactNode;
}

function emptyText(kind: FieldKind, categoryId: string | undefined, systemName: string | undefined) {
  const plural = kind.title.toLowerCase();
  if (systemName) return `${systemName} has no ${plural} yet.`;
  return categoryId ? `No system of this category has ${plural} yet.` : undefined;
}

/**
 * The fields of a field definition, named once (both kinds have the same). The page's filters preselect the
 * category and system of a new one; the category is the system's, and only narrows the choice of systems.
 */
const definitionFields = ({ kind, lists, categoryId, systemId }: FieldDefinitionOptions) =>
  ({
    FieldLabel: {
      label: 'Label',
      column: { id: 'label', isRowHeader: true },
      control: { kind: 'text', half: true, placeholder: 'e.g. API key' },
    },
    FieldName: {
      label: 'Field name',
      column: { id: 'name' },
      control: {
        kind: 'text',
        half: true,
        placeholder: 'e.g. ApiKey',
        constraintText: 'Starts with a letter; letters, digits and _ only.',
      },
    },
    FieldType: {
      label: 'Type',
      column: { id: 'type', width: 120, filterText: undefined },
      control: {
        kind: 'select',
        label: 'Field type',
        options: fieldTypeOptions,
        initial: 'String',
        codec: unsetWhenEmpty,
      },
    },
    SystemListCategoryID: {
      label: 'Category',
      control: {
        kind: 'select',
        half: true,
        options: categoryOptions(lists),
        // Opened from a system's fields (?systemName=), a new field is of that system, so of its category too.
        initial: categoryId ?? categoryOfSystem(lists, systemId ?? ''),
        codec: { fromItem: (_, field) => categoryOfSystem(lists, (field as FieldDefinition).SystemListID) },
      },
    },
    SystemListID: {
      label: 'System',
      show: (field) => field.SystemList,
      column: { id: 'system', sortingField: 'SystemList' },
      control: {
        kind: 'select',
        half: true,
        initial: systemId ?? '',
        codec: unsetWhenEmpty,
        dynamic: (values) => ({
          options: systemOptions(lists, values.SystemListCategoryID),
          placeholder: values.SystemListCategoryID ? 'Choose system' : 'Choose a category first',
        }),
      },
    },
    FieldShortDescription: {
      label: 'Short description',
      column: {
        id: 'description',
        cell: (field) => field.FieldShortDescription || '-',
        sortingField: undefined,
        minWidth: 240,
      },
      control: { kind: 'textarea', optional: true, description: `Helps whoever fills in the ${kind.noun}.` },
    },
    id: { label: 'Field ID', show: kind.idOf },
  }) satisfies EntityFields<FieldDefinition, FormValues, string>;

/** Default setting fields or connection fields of the systems (spec part 1, screens 3 and 4). */
export function fieldDefinitionScreen(options: FieldDefinitionOptions): ListScreenConfig<FieldDefinition, FormValues> {
  const { kind, canEdit, lists, categoryId, systemName, filters } = options;
  return listScreen<FieldDefinition, FormValues, keyof ReturnType<typeof definitionFields>>({
    fields: definitionFields(options),
    data: {
      ...kind.routes,
      listQuery: { categoryId, systemName },
      toDeleteQuery: (field) => ({ id: kind.idOf(field) }),
    },
    table: {
      id: kind.id,
      title: kind.title,
      noun: kind.noun,
      description: canEdit ? kind.description : `${kind.description} Only a platform administrator changes them.`,
      filters,
      emptyText: emptyText(kind, categoryId, systemName),
      wrapLines: true,
      itemId: kind.idOf,
      itemLabel: (field) => `${field.FieldName} of ${field.SystemList}`,
      columns: ['FieldLabel', 'FieldName', 'FieldType', 'SystemListID', 'FieldShortDescription'],
    },
    form: {
      fields: ['SystemListCategoryID', 'SystemListID', 'FieldName', 'FieldLabel', 'FieldType', 'FieldShortDescription'],
      extraErrors: (values) => ({ SystemListCategoryID: values.SystemListCategoryID ? undefined : 'is required' }),
      // A system of another category is no longer a valid choice.
      adjust: (values, changed) =>
        changed === 'SystemListCategoryID' &&
        categoryOfSystem(lists, values.SystemListID ?? '') !== values.SystemListCategoryID
          ? { ...values, SystemListID: '' }
          : values,
    },
    details: ['FieldLabel', 'FieldName', 'FieldType', 'SystemListID', 'FieldShortDescription', 'id'],
    messages: recordMessages(kind.noun),
  });
}

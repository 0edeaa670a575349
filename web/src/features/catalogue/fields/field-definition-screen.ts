import type { ReactNode } from 'react';
import { recordMessages, specDelays } from '../../../components/list-screen/record-messages';
import type { ListColumn, ListScreenConfig } from '../../../components/list-screen/types';
import type { SystemLists } from '../catalogue-options';
import { fieldDefinitionForm, type FieldDefinitionValues } from './field-definition-form';
import type { FieldDefinition, FieldKind } from './field-kinds';

interface Options {
  kind: FieldKind;
  canEdit: boolean;
  lists: SystemLists | undefined;
  /** The page's filters (the spec's two page values), sent as the list's query. */
  categoryId: string | undefined;
  systemName: string | undefined;
  /** The chosen system's id, preselected in a new field. */
  systemId: string | undefined;
  filters: ReactNode;
}

const columns: ListColumn<FieldDefinition>[] = [
  {
    id: 'label',
    header: 'Label',
    cell: (field) => field.FieldLabel,
    sortingField: 'FieldLabel',
    isRowHeader: true,
    filterText: (field) => field.FieldLabel,
  },
  {
    id: 'name',
    header: 'Field name',
    cell: (field) => field.FieldName,
    sortingField: 'FieldName',
    filterText: (field) => field.FieldName,
  },
  { id: 'type', header: 'Type', cell: (field) => field.FieldType, sortingField: 'FieldType', width: 120 },
  {
    id: 'system',
    header: 'System',
    cell: (field) => field.SystemList,
    sortingField: 'SystemList',
    filterText: (field) => field.SystemList,
  },
  {
    id: 'description',
    header: 'Short description',
    cell: (field) => field.FieldShortDescription || '-',
    filterText: (field) => field.FieldShortDescription,
    minWidth: 240,
  },
];

function emptyText(kind: FieldKind, categoryId: string | undefined, systemName: string | undefined) {
  const plural = kind.title.toLowerCase();
  if (systemName) return `${systemName} has no ${plural} yet.`;
  return categoryId ? `No system of this category has ${plural} yet.` : undefined;
}

/** Default setting fields or connection fields of the systems (spec part 1, screens 3 and 4). */
export function fieldDefinitionScreen({
  kind,
  canEdit,
  lists,
  categoryId,
  systemName,
  systemId,
  filters,
}: Options): ListScreenConfig<FieldDefinition, FieldDefinitionValues> {
  return {
    id: kind.id,
    title: kind.title,
    noun: kind.noun,
    description: canEdit ? kind.description : `${kind.description} Only a platform administrator changes them.`,
    routes: canEdit ? kind.routes : { list: kind.routes.list },
    listQuery: { categoryId, systemName },
    filters,
    emptyText: emptyText(kind, categoryId, systemName),
    wrapLines: true,
    itemId: kind.idOf,
    itemLabel: (field) => `${field.FieldName} of ${field.SystemList}`,
    columns,
    form: fieldDefinitionForm({ kind, lists, categoryId: categoryId ?? '', systemId: systemId ?? '' }),
    details: (field) => [
      { label: 'Label', value: field.FieldLabel },
      { label: 'Field name', value: field.FieldName },
      { label: 'Type', value: field.FieldType },
      { label: 'System', value: field.SystemList },
      { label: 'Short description', value: field.FieldShortDescription },
      { label: 'Field ID', value: kind.idOf(field) },
    ],
    toDeleteQuery: (field) => ({ id: kind.idOf(field) }),
    messages: recordMessages(kind.noun),
    ...specDelays(),
  };
}

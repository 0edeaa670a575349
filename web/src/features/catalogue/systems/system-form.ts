import { systemInput, systemUpdate } from '@switchboard/shared';
import type { EntityForm, FieldOption } from '../../../components/list-screen/types';
import type { SystemRow } from './system-rows';

export type SystemFormValues = { Name: string; SystemListCategoryID: string };

/** A system: its name (unique across the catalogue) and its category. */
export function systemForm(
  categories: readonly FieldOption[],
  defaultCategoryId = '',
): EntityForm<SystemRow, SystemFormValues> {
  const body = (values: SystemFormValues) => ({
    Name: values.Name,
    SystemListCategoryID: values.SystemListCategoryID || undefined,
  });
  return {
    fields: [
      {
        key: 'Name',
        label: 'Name',
        kind: 'text',
        description: 'Connections switch their behaviour on this name, so it is unique across the catalogue.',
        placeholder: 'e.g. Zendesk',
      },
      { key: 'SystemListCategoryID', label: 'Category', kind: 'select', options: categories },
    ],
    empty: () => ({ Name: '', SystemListCategoryID: defaultCategoryId }),
    fromItem: (system) => ({ Name: system.Name, SystemListCategoryID: system.SystemListCategoryID }),
    createSchema: systemInput,
    updateSchema: systemUpdate,
    toCreateBody: body,
    toUpdateBody: (values, system) => ({ ...body(values), SystemListID: system.SystemListID }),
  };
}

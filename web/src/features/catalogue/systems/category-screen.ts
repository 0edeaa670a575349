import { categoryInput, categoryUpdate, fillMessage, messages } from '@switchboard/shared';
import { recordMessages, specDelays } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import type { SystemLists } from '../catalogue-options';
import { categoryRows, type CategoryRow } from './system-rows';

type CategoryFormValues = { Category: string };

const systemsText = (category: CategoryRow) => category.Systems.join(', ') || 'None';

/** The categories of the catalogue (spec part 1, screen 2). */
export function categoryScreen({ canEdit }: { canEdit: boolean }): ListScreenConfig<CategoryRow, CategoryFormValues> {
  return {
    id: 'catalogue-categories',
    title: 'Categories',
    noun: 'category',
    variant: 'section',
    description: 'A category holds systems of one kind; only an empty category can be deleted.',
    routes: canEdit
      ? {
          list: 'GetSystemLists',
          create: 'SubmitSystemListCategory',
          update: 'UpdateSystemListCategory',
          remove: 'DeleteSystemListCategory',
        }
      : { list: 'GetSystemLists' },
    selectRows: (answer) => categoryRows(answer as SystemLists),
    wrapLines: true,
    itemId: (category) => category.SystemListCategoryID,
    itemLabel: (category) => category.Category,
    columns: [
      {
        id: 'category',
        header: 'Category',
        cell: (category) => category.Category,
        sortingField: 'Category',
        isRowHeader: true,
        filterText: (category) => category.Category,
        width: 240,
      },
      {
        id: 'count',
        header: 'Systems',
        cell: (category) => category.Systems.length,
        sortingComparator: (a, b) => a.Systems.length - b.Systems.length,
        width: 120,
      },
      {
        id: 'systems',
        header: 'Systems in it',
        cell: systemsText,
        filterText: systemsText,
      },
    ],
    form: {
      fields: [{ key: 'Category', label: 'Category', kind: 'text', placeholder: 'e.g. Ticketing' }],
      empty: () => ({ Category: '' }),
      fromItem: (category) => ({ Category: category.Category }),
      createSchema: categoryInput,
      updateSchema: categoryUpdate,
      toCreateBody: (values) => ({ Category: values.Category }),
      toUpdateBody: (values, category) => ({
        Category: values.Category,
        SystemListCategoryID: category.SystemListCategoryID,
      }),
    },
    details: (category) => [
      { label: 'Category', value: category.Category },
      { label: 'Systems', value: systemsText(category) },
      { label: 'Category ID', value: category.SystemListCategoryID },
    ],
    // The server refuses deleting a category that holds systems: say so before anyone tries.
    deleteDisabledReason: (category) =>
      category.Systems.length > 0
        ? fillMessage(messages.msg_category_not_empty, { category: category.Category, n: category.Systems.length })
        : undefined,
    toDeleteQuery: (category) => ({ id: category.SystemListCategoryID }),
    messages: recordMessages('category'),
    ...specDelays(),
  };
}

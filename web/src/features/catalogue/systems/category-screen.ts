import { fillMessage, messages } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { recordMessages } from '../../../components/list-screen/record-messages';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import type { SystemLists } from '../catalogue-options';
import { categoryRows, type CategoryRow } from './system-rows';

type CategoryFormValues = { Category: string };

const systemsText = (category: CategoryRow) => category.Systems.join(', ') || 'None';

/**
 * The categories of the catalogue (spec part 1, screen 2): their fields named once, then what the table, form and
 * details show of them. Only a PlatformAdmin may write them (the routes' access), so only they see Add/Edit/Delete.
 */
export function categoryScreen(): ListScreenConfig<CategoryRow, CategoryFormValues> {
  return listScreen({
    fields: {
      Category: {
        label: 'Category',
        column: { id: 'category', isRowHeader: true, width: 240 },
        control: { kind: 'text', placeholder: 'e.g. Ticketing' },
      },
      count: {
        label: 'Systems',
        show: (category) => category.Systems.length,
        detail: systemsText,
        column: { sortingComparator: (a, b) => a.Systems.length - b.Systems.length, filterText: undefined, width: 120 },
      },
      systems: { label: 'Systems in it', show: systemsText },
      SystemListCategoryID: { label: 'Category ID' },
    },
    data: {
      list: 'GetSystemLists',
      selectRows: (answer) => categoryRows(answer as SystemLists),
      create: 'SubmitSystemListCategory',
      update: 'UpdateSystemListCategory',
      remove: 'DeleteSystemListCategory',
      toDeleteQuery: (category) => ({ id: category.SystemListCategoryID }),
    },
    table: {
      id: 'catalogue-categories',
      title: 'Categories',
      noun: 'category',
      variant: 'section',
      description: 'A category holds systems of one kind; only an empty category can be deleted.',
      wrapLines: true,
      itemId: (category) => category.SystemListCategoryID,
      recordType: 'Category',
      itemLabel: (category) => category.Category,
      columns: ['Category', 'count', 'systems'],
      // The server refuses deleting a category that holds systems: say so before anyone tries.
      deleteDisabledReason: (category) =>
        category.Systems.length > 0
          ? fillMessage(messages.msg_category_not_empty, { category: category.Category, n: category.Systems.length })
          : undefined,
    },
    form: {
      fields: ['Category'],
      empty: () => ({ Category: '' }),
      fromItem: (category) => ({ Category: category.Category }),
      toCreateBody: (values) => ({ Category: values.Category }),
      toUpdateBody: (values, category) => ({
        Category: values.Category,
        SystemListCategoryID: category.SystemListCategoryID,
      }),
    },
    details: ['Category', 'count', 'SystemListCategoryID'],
    messages: recordMessages('category'),
  });
}

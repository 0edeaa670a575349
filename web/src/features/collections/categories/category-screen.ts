import { fillMessage, MESSAGE_DELAYS, messages, type Collection, type CollectionCategory } from '@switchboard/shared';
import { relay } from '../../../api/client';
import { listScreen } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { categoryFields } from './category-fields';
import { categoryForm, type CategoryFormValues } from './category-form';

/** The spec's guard: a category collections are assigned to cannot be deleted (the server refuses it too). */
async function assignedReason(category: CollectionCategory): Promise<string | undefined> {
  const collections: Collection[] = await relay('GetCollectionsForCategory', { query: { CategoryId: category.Id } });
  return collections.length > 0
    ? fillMessage(messages.msg_collection_category_assigned, { count: collections.length })
    : undefined;
}

/**
 * Collection categories (spec part 2 §2) as a declaration of the list screen. A refused call shows the spec's
 * "Error:{status}, ResponseMessage: {message}" after the operation's name (the messages below are those names).
 */
export function categoryScreen(): ListScreenConfig<CollectionCategory, CategoryFormValues> {
  return listScreen({
    fields: categoryFields,
    data: {
      list: 'GetCollectionCategories',
      create: 'PostCollectionCategory',
      update: 'PutCollectionCategory',
      remove: 'DeleteCollectionCategory',
      toUpdateQuery: (body) => ({ id: (body as { Id: string }).Id }),
      toDeleteQuery: (category) => ({ id: category.Id }),
      deleteGuard: assignedReason,
      invalidates: ['CategoriesByOrganization'],
    },
    table: {
      id: 'collection-categories',
      title: 'Collection categories',
      description: 'The categories your collections and help Q&A entries are filed under, by name.',
      noun: 'collection category',
      itemId: (category) => category.Id,
      itemLabel: (category) => category.Name,
      columns: ['Icon', 'Name', 'Description', 'DateCreated', 'DateLastUpdated'],
      wrapLines: true,
    },
    form: categoryForm,
    details: ['Id', 'Name', 'Description', 'CategoryIcon', 'DateCreated', 'DateLastUpdated', 'LastUpdatedBy'],
    messages: {
      texts: {
        loadError: 'GetCollectionCategories',
        createError: 'PostCollectionCategory',
        updateError: 'PutCollectionCategory',
        deleteError: 'DeleteCollectionCategory',
        created: messages.msg_collection_category_added,
        updated: messages.msg_collection_category_updated,
        deleted: messages.msg_collection_category_deleted,
      },
      deleteQuestion: messages.msg_collection_category_delete_confirm,
      delayMs: MESSAGE_DELAYS.loadingError,
      delays: { update: MESSAGE_DELAYS.update, create: MESSAGE_DELAYS.submit, success: MESSAGE_DELAYS.success },
    },
  });
}

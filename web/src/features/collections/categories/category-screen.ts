import { fillMessage, MESSAGE_DELAYS, messages, type Collection, type CollectionCategory } from '@switchboard/shared';
import { relay } from '../../../api/client';
import { listScreen } from '../../../components/list-screen/entity-fields';
import { noLookups, type DeclaredListScreen } from '../../../components/list-screen/declared-screen';
import type { FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { categoryFields } from './category-fields';

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
export function categoryScreen(): ListScreenConfig<CollectionCategory, FormValues> {
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
    // The client makes the new category's Id (spec part 2 §3); the update sends it back with the Version it read (it
    // becomes PutCollectionCategory's `?id=`). Dates and LastUpdatedBy are the server's.
    form: {
      fields: ['Name', 'Description', 'CategoryIcon'],
      toCreateBody: (values) => ({ Id: crypto.randomUUID(), ...values }),
      // Not in the update schema: the Id is read back into the query by toUpdateQuery.
      toUpdateBody: (values, category) => ({ ...values, Id: category.Id, Version: category.Version }),
    },
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

/** /content/collection-categories, as the registry renders it. */
export default { useLookups: noLookups, config: categoryScreen } satisfies DeclaredListScreen<unknown>;

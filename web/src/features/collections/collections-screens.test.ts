import { DEFAULT_COLLECTION_ICON, messages } from '@switchboard/shared';
import { describeScreenContracts } from '../../components/list-screen/screen-contract';
import { categoryScreen } from './categories/category-screen';

/**
 * The collection categories screen's declaration against PostCollectionCategory's and PutCollectionCategory's
 * schemas: what collections.spec.ts's add and edit checked of the form, the row and the details (the client makes
 * the new category's Id; the update sends it as ?id= with the Version it read).
 */
describeScreenContracts([
  {
    title: 'Collection categories',
    screen: categoryScreen(),
    idKey: 'Id',
    typed: { Name: 'E2E category', Description: 'Made by the end-to-end test' },
    defaults: { Name: '', Description: '', CategoryIcon: '' },
    // An empty icon address is stored as the product icon (the create schema's default), and read back as it.
    readBack: { CategoryIcon: DEFAULT_COLLECTION_ICON },
    // The dates are the server's (MM/DD/YYYY stored, a day shown).
    row: (stored) => ({ ...stored, DateCreated: '03/01/2026', DateLastUpdated: '03/02/2026' }),
    cells: ['E2E category', 'Made by the end-to-end test', '1 Mar 2026', '2 Mar 2026'],
    details: ['Name: E2E category', 'Description: Made by the end-to-end test'],
    texts: {
      created: messages.msg_collection_category_added,
      updated: messages.msg_collection_category_updated,
      deleted: messages.msg_collection_category_deleted,
      deleteQuestion: 'Are you sure you want to delete this collection category?',
    },
  },
]);

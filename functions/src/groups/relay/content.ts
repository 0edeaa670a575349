import { aplRoutes, collectionsRoutes, messages } from '@switchboard/shared';
import { AppError } from '../../errors';
import { bindRelay } from '../../http/operation';
import {
  addCategory,
  collectionsForCategory,
  deleteCategory,
  getCategory,
  listCategories,
  updateCategory,
} from '../../services/collections/category-service';

export const contentRelay = bindRelay('content', [collectionsRoutes, aplRoutes], {
  CategoriesByOrganization: ({ query, principal }) => listCategories(query, principal),
  GetCollectionCategories: ({ query, principal }) => listCategories(query, principal),
  GetCollectionCategory: ({ query, principal }) => getCategory(query.id, principal),
  PostCollectionCategory: ({ body, principal }) => addCategory(body, principal),
  PutCollectionCategory: ({ query, body, principal }) => updateCategory(query.id, body, principal),
  GetCollectionsForCategory: ({ query, principal }) => collectionsForCategory(query.CategoryId, principal),
  DeleteCollectionCategory: ({ query, principal }) => deleteCategory(query.id, principal),
  // Not supported on purpose (shared/src/apl/routes.ts says why).
  PutAplContent: () => Promise.reject(new AppError('notSupported', messages.msg_apl_not_supported)),
  DeleteAplContent: () => Promise.reject(new AppError('notSupported', messages.msg_apl_not_supported)),
});

import { aplRoutes, collectionsRoutes, messages } from '@switchboard/shared';
import { AppError } from '../../errors';
import { bindRelay } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// The service loads on an operation's first call (its own chunk of the bundle): see bindGroup.
const categories = onFirstUse(() => import('../../services/collections/category-service'));

export const contentRelay = bindRelay('content', [collectionsRoutes, aplRoutes], {
  CategoriesByOrganization: async ({ query, principal }) => (await categories()).listCategories(query, principal),
  GetCollectionCategories: async ({ query, principal }) => (await categories()).listCategories(query, principal),
  GetCollectionCategory: async ({ query, principal }) => (await categories()).getCategory(query.id, principal),
  PostCollectionCategory: async ({ body, principal }) => (await categories()).addCategory(body, principal),
  PutCollectionCategory: async ({ query, body, principal }) =>
    (await categories()).updateCategory(query.id, body, principal),
  GetCollectionsForCategory: async ({ query, principal }) =>
    (await categories()).collectionsForCategory(query.CategoryId, principal),
  DeleteCollectionCategory: async ({ query, principal }) => (await categories()).deleteCategory(query.id, principal),
  // Not supported on purpose (shared/src/apl/routes.ts says why).
  PutAplContent: () => Promise.reject(new AppError('notSupported', messages.msg_apl_not_supported)),
  DeleteAplContent: () => Promise.reject(new AppError('notSupported', messages.msg_apl_not_supported)),
});

import * as z from 'zod/mini';
import { paged } from '../core/paging';
import { relayRoute } from '../core/route';
import { searchQuery } from '../core/search';
import {
  collection,
  collectionCategory,
  collectionCategoryIdQuery,
  collectionCategoryInput,
  collectionCategoryRefQuery,
  collectionCategoryUpdate,
  collectionWriteAnswer,
} from './schemas';
import { lazySchema } from '../core/lazy-schema';

/**
 * The collection categories' relay operations (spec part 2 §7). They are organization content: OrgAdmin and Staff
 * keep them (DESIGN §3); a PlatformAdmin has no organization content. The same categories are the help Q&A's
 * (a help entry's HelpCategoryID names one), which CategoriesByOrganization answers.
 */
const access = ['OrgAdmin', 'Staff'] as const;
const group = 'content';

export const collectionsRoutes = {
  CategoriesByOrganization: relayRoute({
    method: 'GET',
    path: '/api/CategoriesByOrganization',
    group,
    access,
    ...paged(),
    answer: /* @__PURE__ */ lazySchema(() => z.array(collectionCategory)),
    summary: "The organization's categories, by name (also the help Q&A's categories).",
  }),
  GetCollectionCategories: relayRoute({
    method: 'GET',
    path: '/api/GetCollectionCategories',
    group,
    access,
    ...paged(searchQuery),
    searchable: true,
    answer: /* @__PURE__ */ lazySchema(() => z.array(collectionCategory)),
    summary: "The organization's collection categories, by name.",
  }),
  GetCollectionCategory: relayRoute({
    method: 'GET',
    path: '/api/GetCollectionCategory',
    group,
    access,
    query: collectionCategoryIdQuery,
    answer: collectionCategory,
    summary: 'One collection category of the organization.',
  }),
  PostCollectionCategory: relayRoute({
    method: 'POST',
    path: '/api/PostCollectionCategory',
    group,
    access,
    body: collectionCategoryInput,
    answer: collectionWriteAnswer,
    summary: 'Adds a collection category (the client may send its Id); dates and LastUpdatedBy are the server’s.',
  }),
  PutCollectionCategory: relayRoute({
    method: 'PUT',
    path: '/api/PutCollectionCategory',
    group,
    access,
    query: collectionCategoryIdQuery,
    body: collectionCategoryUpdate,
    answer: collectionWriteAnswer,
    summary: 'Changes a collection category; with Version, only if nobody changed it meanwhile (else 409).',
  }),
  GetCollectionsForCategory: relayRoute({
    method: 'GET',
    path: '/api/GetCollectionsForCategory',
    group,
    access,
    query: collectionCategoryRefQuery,
    answer: /* @__PURE__ */ lazySchema(() => z.array(collection)),
    summary: 'The collections a category is assigned to (a category with any cannot be deleted).',
  }),
  DeleteCollectionCategory: relayRoute({
    method: 'DELETE',
    path: '/api/DeleteCollectionCategory',
    group,
    access,
    query: collectionCategoryIdQuery,
    answer: collectionWriteAnswer,
    summary: 'Deletes a collection category no collection is assigned to (else 409 saying how many are).',
  }),
};

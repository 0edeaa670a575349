import { randomUUID } from 'node:crypto';
import {
  fillMessage,
  messages,
  type Collection,
  type CollectionCategory,
  type CollectionCategoryChange,
  type CollectionWriteAnswer,
  type NewCollectionCategory,
  type PageQuery,
  type SearchQuery,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import type { Listing } from '../../data/list-query';
import { searchFilter } from '../../data/search-filter';
import { AppError } from '../../errors';
import { accounts } from '../account/accounts';
import { todayMonthDayYear } from './category-dates';
import { categoryRepository, collectionRepository, collectionsOfCategory } from './collections-repository';
import { organizationScope as scopeOf, type Scope } from '../../data/entity-repository';

const written = (Id: string, Message: string): CollectionWriteAnswer => ({ Success: true, Message, Id });

/** Who saved it, as the spec has it: the signed-in employee's id (their email while no employee record is linked). */
async function updatedBy(principal: Principal): Promise<string> {
  const user = await accounts.byEmail(principal.email);
  return user?.EmployeeID ?? principal.email;
}

export async function listCategories(
  query: PageQuery & SearchQuery,
  principal: Principal,
): Promise<Listing<CollectionCategory>> {
  const keep = searchFilter(query.Search, ['Name', 'Description']);
  return categoryRepository.list(
    scopeOf(principal),
    { pageSize: query.PageSize, cursor: query.Cursor },
    undefined,
    keep,
  );
}

/** A category of the caller's organization; another organization's id (or none) answers 404. */
export async function getCategory(id: string, principal: Principal): Promise<CollectionCategory> {
  const category = await categoryRepository.get(scopeOf(principal), id);
  if (!category) throw new AppError('notFound');
  return category;
}

/** The organization's collection categories as content records name them (they are its help categories too). */
export const collectionCategoryLookup = {
  get: (scope: Scope, id: string) => categoryRepository.get(scope, id),
  all: (scope: Scope) => categoryRepository.all(scope),
};

/** Every collection category of the organization (help imports match names and ids against them). */
export const allCollectionCategories = (organizationId: string) => categoryRepository.all({ organizationId });

/** Whether the id is one of the organization's collection categories (a connection field that picks one). */

export async function isCategoryOf(organizationId: string, id: string): Promise<boolean> {
  return (await categoryRepository.get({ organizationId }, id)) !== undefined;
}

export async function addCategory(input: NewCollectionCategory, principal: Principal) {
  const Id = input.Id ?? randomUUID();
  const today = todayMonthDayYear();
  try {
    await categoryRepository.create(scopeOf(principal), Id, {
      Id,
      Name: input.Name,
      Description: input.Description,
      CategoryIcon: input.CategoryIcon,
      DateCreated: today,
      DateLastUpdated: today,
      LastUpdatedBy: await updatedBy(principal),
      OrganizationID: principal.organizationId,
    });
  } catch (error) {
    if (error instanceof AppError && error.kind === 'exists') {
      throw new AppError('exists', 'Id: a collection category with this id already exists.');
    }
    throw error;
  }
  return written(Id, messages.msg_collection_category_added);
}

/** Changes the fields; DateCreated stays, DateLastUpdated is today. With Version, 409 if someone changed it since. */
export async function updateCategory(id: string, change: CollectionCategoryChange, principal: Principal) {
  const { Version, ...fields } = change;
  const current = await getCategory(id, principal);
  const { Version: _read, ...kept } = current;
  await categoryRepository.replace(
    scopeOf(principal),
    id,
    { ...kept, ...fields, DateLastUpdated: todayMonthDayYear(), LastUpdatedBy: await updatedBy(principal) },
    Version,
  );
  return written(id, messages.msg_collection_category_updated);
}

/**
 * The collections a category is assigned to: one key range, read whole (a category holds few collections; not paged,
 * so the list's required CategoryId is its only filter).
 */
export async function collectionsForCategory(categoryId: string, principal: Principal): Promise<Collection[]> {
  await getCategory(categoryId, principal);
  return (await collectionRepository.list(scopeOf(principal), {}, collectionsOfCategory(categoryId))).items;
}

/** Refused (409, saying how many) while any collection is assigned to the category. */
export async function deleteCategory(id: string, principal: Principal) {
  const current = await getCategory(id, principal);
  const assigned = await collectionsForCategory(id, principal);
  if (assigned.length > 0) {
    throw new AppError('conflict', fillMessage(messages.msg_collection_category_assigned, { count: assigned.length }));
  }
  await categoryRepository.delete(scopeOf(principal), id, current.Version);
  return written(id, messages.msg_collection_category_deleted);
}

import type { Collection, CollectionCategory } from '@switchboard/shared';
import { EntityRepository } from '../../data/entity-repository';

type Stored<T> = Omit<T, 'Version'> & Record<string, unknown>;

/** pk ORG#{org}#CollectionCategory: listed by name, A to Z (the InOrder key is the folded name). */
export const categoryRepository = new EntityRepository<Stored<CollectionCategory>>('CollectionCategory', {
  inOrder: (category, id) => `${category.Name.normalize('NFKC').toLowerCase()}#${id}`,
  ascending: true,
});

/** Where one category's collections begin in the InOrder index: the guard's count is one key range. */
export const collectionsOfCategory = (categoryId: string) => `${categoryId}#`;

/** pk ORG#{org}#Collection: InOrder key {CategoryId}#{name}#{id}, so GetCollectionsForCategory is one Query. */
export const collectionRepository = new EntityRepository<Stored<Collection>>('Collection', {
  inOrder: (item, id) => `${collectionsOfCategory(item.CategoryId)}${item.Name.toLowerCase()}#${id}`,
  ascending: true,
});

/** Marks an organization whose starter collections were seeded, so a category deleted later is not made again. */
export const collectionSeedRepository = new EntityRepository<{ SeededAt: string }>('CollectionSeed');

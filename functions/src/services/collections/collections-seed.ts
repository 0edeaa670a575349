import { AppError } from '../../errors';
import { DEFAULT_COLLECTION_ICON } from '@switchboard/shared';
import { stableId } from '../catalogue/seed/stable-id';
import { todayMonthDayYear } from './category-dates';
import { categoryRepository, collectionRepository, collectionSeedRepository } from './collections-repository';

/**
 * The collection categories and collections every organization starts with. Collections have no screen of their
 * own yet: these give the delete guard real records (a category with collections cannot be deleted). "Seasonal"
 * is assigned to none. Ids come from the organization and the name, so seeding again finds them; a marker record
 * keeps a category an administrator deleted from coming back on the next start.
 */
export const STARTER_COLLECTIONS: Record<string, { description: string; collections: string[] }> = {
  Onboarding: {
    description: 'What a new colleague needs in their first weeks.',
    collections: ['New starter checklist', 'Meet the teams'],
  },
  Policies: { description: 'Company rules people ask the assistant about.', collections: ['Benefits and leave'] },
  'Product guides': { description: 'How to use our products and services.', collections: ['Assistant how-tos'] },
  Seasonal: { description: 'Time-limited campaigns and events.', collections: [] },
};

export const starterCategoryId = (organizationId: string, name: string) =>
  stableId(`CollectionCategory:${organizationId}`, name);

async function ensure(create: () => Promise<unknown>): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'exists')) throw error;
  }
}

export async function seedOrganizationCollections(organizationId: string): Promise<void> {
  const scope = { organizationId };
  if (await collectionSeedRepository.get(scope, 'starter')) return;
  const today = todayMonthDayYear();
  for (const [name, { description, collections }] of Object.entries(STARTER_COLLECTIONS)) {
    const Id = starterCategoryId(organizationId, name);
    await ensure(() =>
      categoryRepository.create(scope, Id, {
        Id,
        Name: name,
        Description: description,
        CategoryIcon: DEFAULT_COLLECTION_ICON,
        DateCreated: today,
        DateLastUpdated: today,
        LastUpdatedBy: 'seed',
        OrganizationID: organizationId,
      }),
    );
    for (const collection of collections) {
      const CollectionID = stableId(`Collection:${organizationId}`, collection);
      await ensure(() =>
        collectionRepository.create(scope, CollectionID, {
          CollectionID,
          Name: collection,
          Description: '',
          CategoryId: Id,
          OrganizationID: organizationId,
        }),
      );
    }
  }
  await ensure(() => collectionSeedRepository.create(scope, 'starter', { SeededAt: new Date().toISOString() }));
}

import {
  collectionCategoryInput,
  fillMessage,
  messages,
  uniqueKey,
  type BulkEntry,
  type BulkProblem,
} from '@switchboard/shared';
import type { Principal } from '../../../auth/principal';
import { addCategory, allCollectionCategories } from '../../collections/category-service';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const named = (entry: BulkEntry) => {
  const category = entry.Category?.trim();
  return category && !GUID.test(category) ? category : undefined;
};

/** The organization's categories by name (as names compare: NFKC, case folded). */
async function categoriesByName(principal: Principal) {
  const byName = new Map<string, string>();
  for (const category of await allCollectionCategories(principal.organizationId))
    byName.set(uniqueKey(String(category.Name)), String(category.Id));
  return byName;
}

/**
 * The Category column takes a category's name as well as its id. A name the organization has is its id; one it
 * does not have is listed (NewCategories) and created only when the import is told to (`create`, the user's
 * consent); without it the rows naming it are refused, nothing created. A preview creates nothing: its rows are
 * checked as if the category existed.
 */
export async function withCategoryIds(
  entries: readonly BulkEntry[],
  principal: Principal,
  { create, preview }: { create: boolean; preview: boolean },
  problems: BulkProblem[],
) {
  const names = [...new Set(entries.map(named).filter((name): name is string => name !== undefined))];
  if (names.length === 0) return { entries: [...entries], newCategories: [] as string[] };
  const byName = await categoriesByName(principal);
  const newCategories = names.filter((name) => !byName.has(uniqueKey(name)));
  if (create && !preview)
    for (const Name of newCategories) {
      const { Id } = await addCategory(collectionCategoryInput.parse({ Name }), principal);
      byName.set(uniqueKey(Name), Id);
    }
  const resolved = entries.flatMap((entry): BulkEntry[] => {
    const name = named(entry);
    if (!name) return [entry];
    const id = byName.get(uniqueKey(name));
    if (id) return [{ ...entry, Category: id }];
    if (preview) return [{ ...entry, Category: undefined }];
    const reason = fillMessage(messages.msg_help_bulk_category_missing, { name });
    problems.push({ Line: entry.Line, Field: 'category', Reason: reason });
    return [];
  });
  return { entries: resolved, newCategories };
}

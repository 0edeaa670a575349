import { EMPTY_GUID, type BulkEntry, type BulkProblem } from '@switchboard/shared';
import { allCollectionCategories } from '../../collections/category-service';
import { refusalOf } from '../../content/lookups-service';

/**
 * A bulk row's category must be one of the organization's categories (its help categories), as AddHelp's
 * HelpCategoryID must; none ('' or the empty GUID) is fine. Read once a chunk: answers the row's problem, if any.
 */
export async function categoryCheck(organizationId: string) {
  const ids = new Set((await allCollectionCategories(organizationId)).map((category) => String(category.Id)));
  return (entry: BulkEntry): BulkProblem | undefined =>
    !entry.Category || entry.Category === EMPTY_GUID || ids.has(entry.Category)
      ? undefined
      : { Line: entry.Line, Field: 'category', Reason: refusalOf('HelpCategoryID', 'helpCategory') };
}

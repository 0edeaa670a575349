import { EMPTY_GUID } from '@switchboard/shared';
import type { FieldOption } from '../../components/list-screen/types';

/** The "no category" value of an entry (the spec's default: the empty GUID). */
export const noCategory: FieldOption = { value: EMPTY_GUID, label: 'No category' };

/**
 * The organization's help categories as options, "No category" first. The collection categories
 * (CategoriesByOrganization) are another screen's work; until they exist an entry has no category.
 */
export function useHelpCategories(): { options: FieldOption[]; loading: boolean } {
  return { options: [noCategory], loading: false };
}

import { EMPTY_GUID } from '@switchboard/shared';
import { useMemo } from 'react';
import { useRoute } from '../../api/use-route';
import type { FieldOption } from '../../components/list-screen/types';

/** The "no category" value of an entry (the spec's default: the empty GUID). */
export const noCategory: FieldOption = { value: EMPTY_GUID, label: 'No category' };

/**
 * The organization's help categories as options, "No category" first: the collection categories, which
 * CategoriesByOrganization answers (kept on the Collection categories screen).
 */
export function useHelpCategories(): { options: FieldOption[]; loading: boolean } {
  const categories = useRoute('CategoriesByOrganization', undefined, { staleTime: 60_000 });
  const options = useMemo(
    () => [
      noCategory,
      ...(categories.data ?? []).map((category) => ({
        value: category.Id,
        label: category.Name,
        description: category.Description || undefined,
      })),
    ],
    [categories.data],
  );
  return { options, loading: categories.isPending };
}

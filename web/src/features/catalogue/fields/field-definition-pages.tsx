import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import type { DeclaredListScreen } from '../../../components/list-screen/declared-screen';
import { useUrlFilters } from '../../../components/list-screen/use-url-filters';
import { useCanEditCatalogue } from '../catalogue-access';
import { systemByName } from '../catalogue-options';
import { CatalogueFilters } from './CatalogueFilters';
import { fieldDefinitionScreen, type FieldDefinitionOptions } from './field-definition-screen';
import { connectionFieldKind, defaultSettingFieldKind, type FieldKind } from './field-kinds';

const FILTERS = ['categoryId', 'systemName'] as const;

/**
 * The field definitions of one kind, as the registry renders them. `?categoryId=…&systemName=…` (the spec's two
 * hidden page values) preselects the category and system filters; changing the filters updates the URL.
 */
function fieldDefinitions(kind: FieldKind): DeclaredListScreen<FieldDefinitionOptions> {
  return {
    useLookups: function useFieldDefinitionOptions() {
      const canEdit = useCanEditCatalogue();
      const lists = useRoute('GetSystemLists');
      const [{ categoryId, systemName }, setFilters] = useUrlFilters(FILTERS);
      return useMemo(
        () => ({
          kind,
          canEdit,
          lists: lists.data,
          categoryId,
          systemName,
          systemId: systemName ? systemByName(lists.data, systemName)?.SystemListID : undefined,
          filters: (
            <CatalogueFilters
              lists={lists.data}
              loading={lists.isPending}
              categoryId={categoryId}
              systemName={systemName}
              onChange={setFilters}
            />
          ),
        }),
        [canEdit, lists.data, lists.isPending, categoryId, systemName, setFilters],
      );
    },
    config: fieldDefinitionScreen,
  };
}

/** /catalogue/default-setting-fields (spec part 1, screen 3). */
export const defaultSettingFields = fieldDefinitions(defaultSettingFieldKind);

/** /catalogue/connection-fields (spec part 1, screen 4). */
export const connectionFields = fieldDefinitions(connectionFieldKind);

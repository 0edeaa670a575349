import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useUrlFilters } from '../../../components/list-screen/use-url-filters';
import { useCanEditCatalogue } from '../catalogue-access';
import { systemByName } from '../catalogue-options';
import { CatalogueFilters } from './CatalogueFilters';
import { fieldDefinitionScreen } from './field-definition-screen';
import type { FieldKind } from './field-kinds';

const FILTERS = ['categoryId', 'systemName'] as const;

/**
 * The field definitions of one kind. `?categoryId=…&systemName=…` (the spec's two hidden page values) preselects
 * the category and system filters; changing the filters updates the URL.
 */
export function FieldDefinitionsPage({ kind }: { kind: FieldKind }) {
  const canEdit = useCanEditCatalogue();
  const lists = useRoute('GetSystemLists');
  const [{ categoryId, systemName }, setFilters] = useUrlFilters(FILTERS);

  const config = useMemo(
    () =>
      fieldDefinitionScreen({
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
    [kind, canEdit, lists.data, lists.isPending, categoryId, systemName, setFilters],
  );
  return <ListScreen config={config} />;
}

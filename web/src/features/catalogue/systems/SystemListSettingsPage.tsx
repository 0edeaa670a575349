import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { SelectFilter } from '../../../components/list-screen/SelectFilter';
import { useUrlFilters } from '../../../components/list-screen/use-url-filters';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useCanEditCatalogue } from '../catalogue-access';
import { categoryOptions } from '../catalogue-options';
import { categoryScreen } from './category-screen';
import { systemScreen } from './system-screen';

const FILTERS = ['categoryId'] as const;

/** /catalogue/systems: the systems of the catalogue and their categories (spec part 1, screen 2). */
export default function SystemListSettingsPage() {
  usePageTitle('System list settings');
  const canEdit = useCanEditCatalogue();
  const lists = useRoute('GetSystemLists');
  const [{ categoryId }, setFilters] = useUrlFilters(FILTERS);

  const systems = useMemo(
    () =>
      systemScreen({
        lists: lists.data,
        categoryId,
        filters: (
          <SelectFilter
            label="Category"
            allLabel="All categories"
            options={categoryOptions(lists.data)}
            value={categoryId}
            loading={lists.isPending}
            onChange={(value) => setFilters({ categoryId: value })}
          />
        ),
      }),
    [lists.data, lists.isPending, categoryId, setFilters],
  );
  const categories = useMemo(() => categoryScreen(), []);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={
            canEdit
              ? 'The catalogue of systems organizations connect to, grouped in categories.'
              : 'The catalogue of systems organizations connect to. Only a platform administrator changes it.'
          }
        >
          System list settings
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ListScreen config={systems} />
        <ListScreen config={categories} />
      </SpaceBetween>
    </ContentLayout>
  );
}

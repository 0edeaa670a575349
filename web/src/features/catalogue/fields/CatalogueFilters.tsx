import { SelectFilter } from '../../../components/list-screen/SelectFilter';
import { categoryOfSystem, categoryOptions, systemOptions } from '../catalogue-options';
import type { SystemLists } from '../catalogue-options';

export interface CatalogueFilterValues {
  categoryId?: string;
  systemName?: string;
}

interface Props extends CatalogueFilterValues {
  lists: SystemLists | undefined;
  loading: boolean;
  onChange: (next: CatalogueFilterValues) => void;
}

/** Category then system: choosing a system also chooses its category; another category drops a system not in it. */
export function CatalogueFilters({ lists, loading, categoryId, systemName, onChange }: Props) {
  const systems = systemOptions(lists, categoryId, 'name');
  return (
    <>
      <SelectFilter
        label="Category"
        allLabel="All categories"
        options={categoryOptions(lists)}
        value={categoryId}
        loading={loading}
        onChange={(next) => {
          const keepsSystem = systemName && systemOptions(lists, next, 'name').some((s) => s.value === systemName);
          onChange({ categoryId: next, systemName: keepsSystem ? systemName : undefined });
        }}
      />
      <SelectFilter
        label="System"
        allLabel="All systems"
        options={systems}
        value={systemName}
        loading={loading}
        onChange={(next) => {
          const system = lists?.SystemLists.find((s) => s.Name === next);
          onChange({
            categoryId: system ? categoryOfSystem(lists, system.SystemListID) : categoryId,
            systemName: next,
          });
        }}
      />
    </>
  );
}

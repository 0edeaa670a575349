import { useMemo } from 'react';
import { useRoute } from '../../../api/use-route';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { definitionScreen } from './definition-screen';

/** /catalogue/setting-definitions */
export default function SettingDefinitionsPage() {
  const categories = useRoute('SettingCategories', undefined, { staleTime: 5 * 60_000 });
  const config = useMemo(
    () => definitionScreen(categories.data ?? [], categories.isPending),
    [categories.data, categories.isPending],
  );
  return <ListScreen config={config} />;
}

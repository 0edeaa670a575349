import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { categoryScreen } from './category-screen';

/** /content/collection-categories */
export default function CollectionCategoriesPage() {
  const config = useMemo(() => categoryScreen(), []);
  return <ListScreen config={config} />;
}

import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { blogScreen } from './blog-screen';

/** /content/blogs */
export default function BlogsPage() {
  const config = useMemo(() => blogScreen(), []);
  return <ListScreen config={config} />;
}

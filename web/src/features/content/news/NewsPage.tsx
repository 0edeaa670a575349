import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useListAnswer } from '../common/use-list-answer';
import { newsScreen } from './news-screen';

/** /content/news */
export default function NewsPage() {
  const { answer, loading } = useListAnswer('GetNews');
  const config = useMemo(() => newsScreen({ groups: answer?.Groups, loading }), [answer, loading]);
  return <ListScreen config={config} />;
}

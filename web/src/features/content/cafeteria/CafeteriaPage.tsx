import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useListAnswer } from '../common/use-list-answer';
import { cafeteriaScreen } from './cafeteria-screen';

/** /content/cafeteria */
export default function CafeteriaPage() {
  const { answer, loading } = useListAnswer('GetCafeteria');
  const config = useMemo(() => cafeteriaScreen({ locations: answer?.OfficeLocations, loading }), [answer, loading]);
  return <ListScreen config={config} />;
}

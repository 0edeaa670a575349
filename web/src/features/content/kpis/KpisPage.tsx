import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useListAnswer } from '../common/use-list-answer';
import { kpiScreen } from './kpi-screen';

/** /content/kpis */
export default function KpisPage() {
  const { answer, loading } = useListAnswer('GetKPI');
  const config = useMemo(() => kpiScreen({ employees: answer?.Employees, loading }), [answer, loading]);
  return <ListScreen config={config} />;
}

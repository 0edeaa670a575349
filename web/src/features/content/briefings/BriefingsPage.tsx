import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { useListAnswer } from '../common/use-list-answer';
import { briefingScreen } from './briefing-screen';

/** /content/briefings */
export default function BriefingsPage() {
  const { answer, loading } = useListAnswer('GetBriefings');
  const config = useMemo(
    () =>
      briefingScreen({
        employees: answer?.Employees,
        groups: answer?.Groups,
        locations: answer?.OfficeLocations,
        loading,
      }),
    [answer, loading],
  );
  return <ListScreen config={config} />;
}

import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { usePageTitle } from '../../../components/page/use-page-title';
import { useListAnswer } from '../common/use-list-answer';
import { KpiChart } from './KpiChart';
import { kpiDataScreen } from './kpi-data-screen';

const TITLE = 'Voice dashboard KPI data';
const NONE: readonly string[] = [];

/** /content/kpi-data: the chart of one KPI over time above the table of every value. */
export default function KpiDataPage() {
  usePageTitle(TITLE);
  const { answer, loading } = useListAnswer('GetVoiceDashboardKPI');
  const grains = answer?.KPIGrainOptions ?? NONE;
  const config = useMemo(
    () =>
      kpiDataScreen({
        kpis: answer?.KPI,
        grains,
        employees: answer?.Employees,
        groups: answer?.Groups,
        locations: answer?.OfficeLocations,
        loading,
      }),
    [answer, grains, loading],
  );
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description="The values the voice dashboard reads out, per KPI and period.">
        {TITLE}
      </Header>
      <KpiChart kpis={answer?.KPI ?? []} grains={grains} loading={loading} />
      <ListScreen config={config} />
    </SpaceBetween>
  );
}

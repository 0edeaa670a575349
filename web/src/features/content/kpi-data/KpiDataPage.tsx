import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { ListScreen } from '../../../components/list-screen/ListScreen';
import { usePageTitle } from '../../../components/page/use-page-title';
import { listLookups } from '../../../components/list-screen/declared-screen';
import { KpiChart } from './KpiChart';
import { kpiDataScreen } from './kpi-data-screen';

const TITLE = 'Voice dashboard KPI data';
const NONE: readonly string[] = [];
const useLookups = listLookups('GetVoiceDashboardKPI');

/** /content/kpi-data: the chart of one KPI over time above the table of every value. */
export default function KpiDataPage() {
  usePageTitle(TITLE);
  const lookups = useLookups();
  const grains = lookups.KPIGrainOptions ?? NONE;
  const config = useMemo(() => kpiDataScreen(lookups), [lookups]);
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description="The values the voice dashboard reads out, per KPI and period.">
        {TITLE}
      </Header>
      <KpiChart kpis={lookups.KPI ?? []} grains={grains} loading={lookups.loading} />
      <ListScreen config={config} />
    </SpaceBetween>
  );
}

import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import LineChart from '@cloudscape-design/components/line-chart';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { MAX_PAGE_SIZE, type KpiData, type KpiGrain, type KpiOption } from '@switchboard/shared';
import { useMemo, useState } from 'react';
import { useRoute } from '../../../api/use-route';
import { chartPoints } from './chart-series';
import { grainOf } from './kpi-data-fields';
import { formatPeriod } from '../../../components/format/date-time';

interface Props {
  kpis: readonly KpiOption[];
  grains: readonly string[];
  loading: boolean;
}

const numberText = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 2 });

/**
 * A chosen KPI's values over time at a chosen grain: GetVoiceDashboardKPI?KpiID=&KPIGrain= answers that one key
 * range, newest first; the chart shows its latest periods (up to the largest page, MAX_PAGE_SIZE) oldest to newest.
 * An add, edit or delete invalidates the route, so the chart reads again with the table.
 */
export function KpiChart({ kpis, grains, loading }: Props) {
  const [chosenKpi, setChosenKpi] = useState<string>();
  const [chosenGrain, setChosenGrain] = useState<string>();
  const kpi = kpis.find((option) => option.KpiID === chosenKpi) ?? kpis[0];
  const grain: KpiGrain = grainOf(chosenGrain ?? kpi?.KPIGrain ?? '');
  const values = useRoute(
    'GetVoiceDashboardKPI',
    { KpiID: kpi?.KpiID, KPIGrain: grain, PageSize: MAX_PAGE_SIZE },
    { enabled: Boolean(kpi), keepPrevious: true, select: (answer) => (answer as { KPIData: KpiData[] }).KPIData },
  );
  const points = useMemo(() => chartPoints(values.data ?? [], kpi?.DataType ?? 'Number'), [values.data, kpi]);
  const latest = points[points.length - 1];
  const kpiOptions = kpis.map((option) => ({ value: option.KpiID, label: option.Name }));
  const grainOptions = grains.map((value) => ({ value }));

  const summary = !kpi
    ? 'Add a KPI on the KPIs screen, then its values here.'
    : latest
      ? `${points.length} period${points.length === 1 ? '' : 's'}; latest ${formatPeriod(latest.x)}: ${numberText(latest.y)}`
      : `No ${grain.toLowerCase()} values of ${kpi.Name} yet.`;

  return (
    <section aria-label="KPI over time">
      <Container
        header={
          <Header
            variant="h2"
            description={summary}
            actions={
              <SpaceBetween direction="horizontal" size="s">
                <FormField label="KPI">
                  <Select
                    selectedOption={kpiOptions.find((option) => option.value === kpi?.KpiID) ?? null}
                    options={kpiOptions}
                    placeholder="Choose a KPI"
                    statusType={loading ? 'loading' : 'finished'}
                    loadingText="Loading KPIs"
                    empty="No KPIs"
                    onChange={(event) => setChosenKpi(event.detail.selectedOption.value)}
                  />
                </FormField>
                <FormField label="Grain">
                  <Select
                    selectedOption={grainOptions.find((option) => option.value === grain) ?? null}
                    options={grainOptions}
                    onChange={(event) => setChosenGrain(event.detail.selectedOption.value)}
                  />
                </FormField>
              </SpaceBetween>
            }
          >
            KPI over time
          </Header>
        }
      >
        <LineChart
          series={
            kpi && points.length > 0
              ? [{ title: kpi.Name, type: 'line', data: points, valueFormatter: (y: number) => numberText(y) }]
              : []
          }
          xScaleType="categorical"
          xDomain={points.map((point) => point.x)}
          xTickFormatter={formatPeriod}
          xTitle={`Period (${grain})`}
          yTitle={kpi ? `${kpi.Name} (${kpi.DataType})` : 'Value'}
          height={220}
          hideFilter
          hideLegend
          ariaLabel={kpi ? `${kpi.Name}, ${grain.toLowerCase()} values over time` : 'KPI values over time'}
          ariaDescription={summary}
          statusType={loading || (Boolean(kpi) && values.isPending) ? 'loading' : values.isError ? 'error' : 'finished'}
          loadingText="Loading values"
          errorText="The values could not be loaded."
          empty={
            <Box textAlign="center" color="inherit">
              <b>No values</b>
              <Box variant="p" color="inherit">
                {kpi
                  ? `Add ${withArticle(grain.toLowerCase())} value of ${kpi.Name} to see it here.`
                  : 'There is no KPI yet.'}
              </Box>
            </Box>
          }
          noMatch={<Box textAlign="center">No values match.</Box>}
          i18nStrings={{ xTickFormatter: (x) => String(x), yTickFormatter: numberText }}
        />
      </Container>
    </section>
  );
}

/** "an hourly", "a daily": the article an English word takes by its sound (only "hourly" of the grains has a silent h). */
const withArticle = (word: string) => `${/^([aeiou]|hour)/.test(word) ? 'an' : 'a'} ${word}`;

import { kpiDataFamily, periodFields, type KpiData } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import type { LookupsOf } from '../../../components/list-screen/declared-screen';
import type { FormValues, ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS } from '../common/common-fields';
import { familyMessages, KPI_DATA_DELAY } from '../common/content-messages';
import { CONTENT_PAGE_SIZE } from '../common/use-list-answer';
import { grainOf, kpiDataFields } from './kpi-data-fields';
import { formatPeriod } from '../../../components/format/date-time';

/** A value's period, year first, and whose value it is, as the form and the details list them. */
const PERIOD_PARTS = [...periodFields].reverse();
const WHOSE = ['EmployeeID', 'GroupID', 'LocationID'] as const;

/**
 * Voice dashboard KPI data (spec part 2 §2, §4): one value of a KPI per period of a grain. Add opens with the grain
 * Daily; the banner after add, update or remove (and any error) clears after 10 s.
 */
export function kpiDataScreen(lookups: LookupsOf<'GetVoiceDashboardKPI'>): ListScreenConfig<KpiData, FormValues> {
  const fields = kpiDataFields(lookups);
  return listScreen({
    fields,
    data: {
      list: 'GetVoiceDashboardKPI',
      selectRows: (answer) => (answer as { KPIData: KpiData[] }).KPIData,
      create: 'AddVoiceDashboard',
      update: 'UpdateVoiceDashboard',
      remove: 'DeleteVoiceDashboard',
      pageSize: CONTENT_PAGE_SIZE,
      toDeleteQuery: (item) => ({ id: item.KpiDataID }),
      // A KPI that has values cannot be deleted: the KPIs screen learns of a new or removed value.
      invalidates: ['GetKPI'],
    },
    table: {
      id: 'kpi-data',
      title: 'KPI values',
      plural: 'KPI values',
      variant: 'section',
      description: 'By KPI, grain and period, the newest period first.',
      noun: 'KPI value',
      itemId: (item) => item.KpiDataID,
      itemLabel: (item) => `${fields.KpiID.show(item)} ${formatPeriod(item.Period)}`,
      columns: ['KpiID', 'Period', 'Value', 'KPIGrain', 'EmployeeID', 'GroupID', 'LocationID', 'DateLastUpdated'],
    },
    // Opens with the grain Daily (spec part 2 §4), today's day filled in.
    form: {
      fields: ['KpiID', 'KPIGrain', 'Value', ...PERIOD_PARTS, ...WHOSE],
      // Choosing a KPI of a new value takes its grain: a KPI's values are usually recorded at the KPI's own grain.
      adjust: (values, changed) => {
        if (changed !== 'KpiID') return values;
        const kpi = lookups.KPI?.find((option) => option.KpiID === values.KpiID);
        return kpi ? { ...values, KPIGrain: grainOf(kpi.KPIGrain) } : values;
      },
    },
    details: ['KpiDataID', 'KpiID', 'Value', 'KPIGrain', 'Period', ...PERIOD_PARTS, ...WHOSE, ...AUDIT_DETAILS],
    messages: familyMessages(kpiDataFamily, KPI_DATA_DELAY),
  });
}

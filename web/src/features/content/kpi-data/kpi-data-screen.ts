import { messages, type KpiData } from '@switchboard/shared';
import { listScreen } from '../../../components/list-screen/entity-fields';
import type { ListScreenConfig } from '../../../components/list-screen/types';
import { AUDIT_DETAILS } from '../common/common-fields';
import { contentMessages, KPI_DATA_DELAY } from '../common/content-messages';
import type { ContentLookups } from '../common/lookup-options';
import { CONTENT_PAGE_SIZE } from '../common/use-list-answer';
import { kpiDataFields } from './kpi-data-fields';
import { kpiDataForm, type KpiDataFormValues } from './kpi-data-form';
import { formatPeriod } from '../../../components/format/date-time';

/**
 * Voice dashboard KPI data (spec part 2 §2, §4): one value of a KPI per period of a grain. Add opens with the grain
 * Daily; the banner after add, update or remove (and any error) clears after 10 s.
 */
export function kpiDataScreen(
  lookups: ContentLookups & { grains: readonly string[] },
): ListScreenConfig<KpiData, KpiDataFormValues> {
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
    form: kpiDataForm(lookups.kpis ?? []),
    details: [
      'KpiDataID',
      'KpiID',
      'Value',
      'KPIGrain',
      'Period',
      'Year',
      'Quarter',
      'Month',
      'Week',
      'Day',
      'Hour',
      'EmployeeID',
      'GroupID',
      'LocationID',
      ...AUDIT_DETAILS,
    ],
    messages: contentMessages(
      'KPI value',
      {
        created: messages.msg_kpi_data_added,
        updated: messages.msg_kpi_data_updated,
        deleted: messages.msg_kpi_data_removed,
      },
      KPI_DATA_DELAY,
    ),
  });
}

import { kpiDataFamily, kpiPeriod, searchTextsOfPeriod, type KpiDataFilter } from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { invalid } from '../../errors';
import { kpiDataRange } from './content-repository';
import { contentService, type PageRequest } from './content-kind';

/** The voice dashboard's KPI values: Period (kpiPeriod) is worked out from the grain and its fields. */
export const kpiData = contentService(kpiDataFamily, {
  // A period is found as stored and as the table writes it ('20 Nov, 04:00', '20 Nov 2026').
  search: [(value) => searchTextsOfPeriod(String(value.Period)), 'Value', 'KPIGrain'],
  derive: (input) => ({ Period: kpiPeriod(input) }),
});

/** Every value, or (KpiID, and KPIGrain) one KPI's values newest period first: one key range, for the chart. */
export async function listKpiData(query: KpiDataFilter & PageRequest, principal: Principal) {
  if (query.KPIGrain && !query.KpiID) throw invalid('KPIGrain: needs KpiID (the values of one KPI by grain)');
  return kpiData.list(query, principal, query.KpiID ? kpiDataRange(query.KpiID, query.KPIGrain) : undefined);
}

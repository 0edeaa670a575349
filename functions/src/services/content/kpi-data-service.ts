import {
  kpiPeriod,
  searchTextsOfPeriod,
  type KpiData,
  type KpiDataChange,
  type KpiDataFilter,
  type NewKpiData,
} from '@switchboard/shared';
import type { Principal } from '../../auth/principal';
import { invalid } from '../../errors';
import { kpiDataRange, kpiDataRepository } from './content-repository';
import { contentService, type PageRequest } from './content-kind';

/** The voice dashboard's KPI values: Period (kpiPeriod) is worked out from the grain and its fields. */
export const kpiData = contentService<KpiData, NewKpiData, KpiDataChange>({
  repository: kpiDataRepository,
  idField: 'KpiDataID',
  // A period is found as stored and as the table writes it ('20 Nov, 04:00', '20 Nov 2026').
  search: [(value) => searchTextsOfPeriod(value.Period), 'Value', 'KPIGrain'],
  items: 'KPIData',
  lookups: ['KPI', 'KPIGrainOptions', 'Employees', 'Groups', 'OfficeLocations', 'Organizations'],
  references: { KpiID: 'kpi', EmployeeID: 'employee', GroupID: 'group', LocationID: 'officeLocation' },
  derive: (input) => ({ Period: kpiPeriod(input) }),
});

/** Every value, or (KpiID, and KPIGrain) one KPI's values newest period first: one key range, for the chart. */
export async function listKpiData(query: KpiDataFilter & PageRequest, principal: Principal) {
  if (query.KPIGrain && !query.KpiID) throw invalid('KPIGrain: needs KpiID (the values of one KPI by grain)');
  return kpiData.list(query, principal, query.KpiID ? kpiDataRange(query.KpiID, query.KPIGrain) : undefined);
}

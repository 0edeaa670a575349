import type { Kpi, KpiChange, NewKpi } from '@switchboard/shared';
import { AppError } from '../../errors';
import { kpiDataRange, kpiDataRepository, kpiRepository } from './content-repository';
import { contentService } from './content-kind';

export const kpis = contentService<Kpi, NewKpi, KpiChange>({
  repository: kpiRepository,
  idField: 'KpiID',
  search: ['Name', 'Description', 'KPIGrain', 'DataType'],
  items: 'KPIs',
  lookups: ['Organizations', 'Employees'],
  references: { KPIOwnerEmployeeID: 'employee' },
  /** A KPI with values on the voice dashboard stays: its values would name nothing. */
  async beforeRemove(kpi, principal) {
    const scope = { organizationId: principal.organizationId };
    const values = await kpiDataRepository.list(scope, { pageSize: 1 }, kpiDataRange(String(kpi.KpiID)));
    if (values.items.length) {
      throw new AppError('conflict', `${String(kpi.Name)} has values on the voice dashboard: delete them first.`);
    }
  },
});

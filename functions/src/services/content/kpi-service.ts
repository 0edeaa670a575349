import { kpiFamily } from '@switchboard/shared';
import { AppError } from '../../errors';
import { kpiDataRange, kpiDataRepository } from './content-repository';
import { contentService } from './content-kind';

export const kpis = contentService(kpiFamily, {
  /** A KPI with values on the voice dashboard stays: its values would name nothing. */
  async beforeRemove(kpi, principal) {
    const scope = { organizationId: principal.organizationId };
    const values = await kpiDataRepository.list(scope, { pageSize: 1 }, kpiDataRange(String(kpi.KpiID)));
    if (values.items.length) {
      throw new AppError('conflict', `${String(kpi.Name)} has values on the voice dashboard: delete them first.`);
    }
  },
});

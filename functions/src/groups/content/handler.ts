import { contentFamilies, contentRoutes } from '@switchboard/shared';
import { bindFamilies, type FamilyService } from '../../http/bind-family';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

type ContentFamily = (typeof contentFamilies)[number];

// Services load on a route's first call (their own chunk of the bundle): see bindGroup. A family with no rules of
// its own is served by contentService alone; those with rules of their own are named here.
const served = (family: ContentFamily) =>
  onFirstUse(
    async () =>
      (await import('../../services/content/content-kind')).contentService(family) as unknown as FamilyService,
  );
const kpiData = onFirstUse(() => import('../../services/content/kpi-data-service'));
const ownServices: Partial<Record<ContentFamily['type'], () => Promise<FamilyService>>> = {
  Blog: onFirstUse(async () => (await import('../../services/content/blog-service')).blogs),
  Employee: onFirstUse(async () => (await import('../../services/content/employee-service')).employees),
  Kpi: onFirstUse(async () => (await import('../../services/content/kpi-service')).kpis),
  KpiData: async () => (await kpiData()).kpiData,
};

export const handler = groupHandler(
  bindGroup('content', [contentRoutes], {
    ...bindFamilies(contentFamilies, (family) => ownServices[family.type] ?? served(family)),
    GetVoiceDashboardKPI: async ({ query, principal }) => (await kpiData()).listKpiData(query, principal),
  }),
);

import {
  blogFamily,
  briefingFamily,
  cafeteriaFamily,
  contentRoutes,
  employeeFamily,
  kpiDataFamily,
  kpiFamily,
  newsFamily,
  notificationFamily,
} from '@switchboard/shared';
import { bindFamily } from '../../http/bind-family';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';
import type { contentService } from '../../services/content/content-kind';

type ContentService = typeof contentService;

// Services load on a route's first call (their own chunk of the bundle): see bindGroup. A family with no rules of
// its own is served by contentService alone.
const served = <F extends Parameters<ContentService>[0]>(family: F) =>
  onFirstUse(async () => (await import('../../services/content/content-kind')).contentService(family));
const blogs = onFirstUse(async () => (await import('../../services/content/blog-service')).blogs);
const employees = onFirstUse(async () => (await import('../../services/content/employee-service')).employees);
const kpiData = onFirstUse(() => import('../../services/content/kpi-data-service'));
const kpis = onFirstUse(async () => (await import('../../services/content/kpi-service')).kpis);

export const handler = groupHandler(
  bindGroup('content', [contentRoutes], {
    ...bindFamily(blogFamily, blogs),
    ...bindFamily(briefingFamily, served(briefingFamily)),
    ...bindFamily(kpiFamily, kpis),
    ...bindFamily(newsFamily, served(newsFamily)),
    ...bindFamily(employeeFamily, employees),
    ...bindFamily(notificationFamily, served(notificationFamily)),
    ...bindFamily(cafeteriaFamily, served(cafeteriaFamily)),
    ...bindFamily(kpiDataFamily, async () => (await kpiData()).kpiData),
    GetVoiceDashboardKPI: async ({ query, principal }) => (await kpiData()).listKpiData(query, principal),
  }),
);

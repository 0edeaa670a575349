import { contentRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { onFirstUse } from '../../memo/on-first-use';

// Services load on a route's first call (their own chunk of the bundle): see bindGroup.
const blogs = onFirstUse(() => import('../../services/content/blog-service'));
const briefings = onFirstUse(() => import('../../services/content/briefing-service'));
const cafeteria = onFirstUse(() => import('../../services/content/cafeteria-service'));
const employees = onFirstUse(() => import('../../services/content/employee-service'));
const kpiData = onFirstUse(() => import('../../services/content/kpi-data-service'));
const kpis = onFirstUse(() => import('../../services/content/kpi-service'));
const news = onFirstUse(() => import('../../services/content/news-service'));
const notifications = onFirstUse(() => import('../../services/content/notification-service'));

export const handler = groupHandler(
  bindGroup('content', [contentRoutes], {
    GetBlogs: async ({ query, principal }) => (await blogs()).blogs.list(query, principal),
    PostBlog: async ({ body, principal }) => (await blogs()).blogs.add(body, principal),
    UpdateBlog: async ({ body, principal }) => (await blogs()).blogs.update(body, principal),
    DeleteBlog: async ({ query, principal }) => (await blogs()).blogs.remove(query, principal),

    GetBriefings: async ({ query, principal }) => (await briefings()).briefings.list(query, principal),
    AddBriefing: async ({ body, principal }) => (await briefings()).briefings.add(body, principal),
    UpdateBriefing: async ({ body, principal }) => (await briefings()).briefings.update(body, principal),
    DeleteBriefing: async ({ query, principal }) => (await briefings()).briefings.remove(query, principal),

    GetKPI: async ({ query, principal }) => (await kpis()).kpis.list(query, principal),
    AddKPI: async ({ body, principal }) => (await kpis()).kpis.add(body, principal),
    UpdateKPI: async ({ body, principal }) => (await kpis()).kpis.update(body, principal),
    DeleteKPI: async ({ query, principal }) => (await kpis()).kpis.remove(query, principal),

    GetNews: async ({ query, principal }) => (await news()).news.list(query, principal),
    AddNews: async ({ body, principal }) => (await news()).news.add(body, principal),
    UpdateNews: async ({ body, principal }) => (await news()).news.update(body, principal),
    DeleteNews: async ({ query, principal }) => (await news()).news.remove(query, principal),

    GetEmployees: async ({ query, principal }) => (await employees()).employees.list(query, principal),
    AddEmployees: async ({ body, principal }) => (await employees()).employees.add(body, principal),
    UpdateEmployees: async ({ body, principal }) => (await employees()).employees.update(body, principal),

    GetNotifications: async ({ query, principal }) => (await notifications()).notifications.list(query, principal),
    AddNotification: async ({ body, principal }) => (await notifications()).notifications.add(body, principal),
    UpdateNotification: async ({ body, principal }) => (await notifications()).notifications.update(body, principal),
    DeleteNotification: async ({ query, principal }) => (await notifications()).notifications.remove(query, principal),

    GetCafeteria: async ({ query, principal }) => (await cafeteria()).cafeteriaMenus.list(query, principal),
    AddCafeteria: async ({ body, principal }) => (await cafeteria()).cafeteriaMenus.add(body, principal),
    UpdateCafeteria: async ({ body, principal }) => (await cafeteria()).cafeteriaMenus.update(body, principal),
    DeleteCafeteria: async ({ query, principal }) => (await cafeteria()).cafeteriaMenus.remove(query, principal),

    GetVoiceDashboardKPI: async ({ query, principal }) => (await kpiData()).listKpiData(query, principal),
    AddVoiceDashboard: async ({ body, principal }) => (await kpiData()).kpiData.add(body, principal),
    UpdateVoiceDashboard: async ({ body, principal }) => (await kpiData()).kpiData.update(body, principal),
    DeleteVoiceDashboard: async ({ query, principal }) => (await kpiData()).kpiData.remove(query, principal),
  }),
);

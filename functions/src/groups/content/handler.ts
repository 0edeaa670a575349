import { contentRoutes } from '@switchboard/shared';
import { groupHandler } from '../../http/group-handler';
import { bindGroup } from '../../http/operation';
import { blogs } from '../../services/content/blog-service';
import { briefings } from '../../services/content/briefing-service';
import { cafeteriaMenus } from '../../services/content/cafeteria-service';
import { employees } from '../../services/content/employee-service';
import { kpiData, listKpiData } from '../../services/content/kpi-data-service';
import { kpis } from '../../services/content/kpi-service';
import { news } from '../../services/content/news-service';
import { notifications } from '../../services/content/notification-service';

export const handler = groupHandler(
  bindGroup('content', [contentRoutes], {
    GetBlogs: ({ query, principal }) => blogs.list(query, principal),
    PostBlog: ({ body, principal }) => blogs.add(body, principal),
    UpdateBlog: ({ body, principal }) => blogs.update(body, principal),
    DeleteBlog: ({ query, principal }) => blogs.remove(query, principal),

    GetBriefings: ({ query, principal }) => briefings.list(query, principal),
    AddBriefing: ({ body, principal }) => briefings.add(body, principal),
    UpdateBriefing: ({ body, principal }) => briefings.update(body, principal),
    DeleteBriefing: ({ query, principal }) => briefings.remove(query, principal),

    GetKPI: ({ query, principal }) => kpis.list(query, principal),
    AddKPI: ({ body, principal }) => kpis.add(body, principal),
    UpdateKPI: ({ body, principal }) => kpis.update(body, principal),
    DeleteKPI: ({ query, principal }) => kpis.remove(query, principal),

    GetNews: ({ query, principal }) => news.list(query, principal),
    AddNews: ({ body, principal }) => news.add(body, principal),
    UpdateNews: ({ body, principal }) => news.update(body, principal),
    DeleteNews: ({ query, principal }) => news.remove(query, principal),

    GetEmployees: ({ query, principal }) => employees.list(query, principal),
    AddEmployees: ({ body, principal }) => employees.add(body, principal),
    UpdateEmployees: ({ body, principal }) => employees.update(body, principal),

    GetNotifications: ({ query, principal }) => notifications.list(query, principal),
    AddNotification: ({ body, principal }) => notifications.add(body, principal),
    UpdateNotification: ({ body, principal }) => notifications.update(body, principal),
    DeleteNotification: ({ query, principal }) => notifications.remove(query, principal),

    GetCafeteria: ({ query, principal }) => cafeteriaMenus.list(query, principal),
    AddCafeteria: ({ body, principal }) => cafeteriaMenus.add(body, principal),
    UpdateCafeteria: ({ body, principal }) => cafeteriaMenus.update(body, principal),
    DeleteCafeteria: ({ query, principal }) => cafeteriaMenus.remove(query, principal),

    GetVoiceDashboardKPI: ({ query, principal }) => listKpiData(query, principal),
    AddVoiceDashboard: ({ body, principal }) => kpiData.add(body, principal),
    UpdateVoiceDashboard: ({ body, principal }) => kpiData.update(body, principal),
    DeleteVoiceDashboard: ({ query, principal }) => kpiData.remove(query, principal),
  }),
);

import * as z from 'zod/mini';
import { crudRoutes } from '../core/crud-routes';
import { lazySchema } from '../core/lazy-schema';
import { blog, blogInput, blogUpdate } from './blogs';
import { briefing, briefingInput, briefingUpdate } from './briefings';
import { cafeteriaInput, cafeteriaMenu, cafeteriaUpdate } from './cafeteria';
import { employee, employeeInput, employeeUpdate } from './employees';
import { recordIdQuery } from './fields';
import { kpiData, kpiDataFilter, kpiDataInput, kpiDataUpdate } from './kpi-data';
import { kpi, kpiInput, kpiUpdate } from './kpis';
import {
  departmentOption,
  employeeOption,
  groupOption,
  kpiGrains,
  kpiOption,
  officeLocationOption,
  organizationOption,
} from './lookups';
import { news, newsInput, newsUpdate } from './news';
import { notification, notificationInput, notificationUpdate } from './notifications';

/**
 * The content calls (spec part 2 §7, 29 calls, plus DeleteBriefing and DeleteCafeteria, which the spec lacks): each
 * family one declaration. Staff and OrgAdmin keep their organization's content (DESIGN §3); employees only an OrgAdmin
 * changes (they carry the voice sign-in id and PIN, and Staff manage no people). Every list pages on the server
 * (PageSize, Cursor) and searches it whole (Search); the lookups the forms choose from come with the first page. Deletes by GET keep the spec's
 * ?id= (the X-Requested-With rule makes them safe).
 */
const content = {
  group: 'content',
  prefix: '/SetupProcessEntity',
  readers: ['OrgAdmin', 'Staff'],
  writers: ['OrgAdmin', 'Staff'],
} as const;
const remove = <const N extends string>(name: N) => ({ name, query: recordIdQuery });

export const contentRoutes = {
  ...crudRoutes({
    ...content,
    item: blog,
    what: 'blog posts',
    list: { name: 'GetBlogs', paged: true, search: true, summary: 'Blog posts, newest first.' },
    add: { name: 'PostBlog', body: blogInput },
    update: { name: 'UpdateBlog', body: blogUpdate },
    remove: remove('DeleteBlog'),
  }),
  ...crudRoutes({
    ...content,
    item: briefing,
    what: 'briefings',
    // Employees, Groups and OfficeLocations go beyond the spec's {Briefings}: the form's selects need them.
    list: {
      name: 'GetBriefings',
      paged: true,
      search: true,
      items: 'Briefings',
      lookups: { Employees: employeeOption, Groups: groupOption, OfficeLocations: officeLocationOption },
    },
    add: { name: 'AddBriefing', body: briefingInput },
    update: { name: 'UpdateBriefing', body: briefingUpdate },
    remove: remove('DeleteBriefing'),
  }),
  ...crudRoutes({
    ...content,
    item: kpi,
    what: 'KPIs',
    list: {
      name: 'GetKPI',
      paged: true,
      search: true,
      items: 'KPIs',
      lookups: { Organizations: organizationOption, Employees: employeeOption },
    },
    add: { name: 'AddKPI', body: kpiInput },
    update: { name: 'UpdateKPI', body: kpiUpdate },
    remove: remove('DeleteKPI'),
  }),
  ...crudRoutes({
    ...content,
    item: news,
    what: 'news',
    // Groups goes beyond the spec's {News, Organizations}: a news item names its GroupID.
    list: {
      name: 'GetNews',
      paged: true,
      search: true,
      items: 'News',
      lookups: { Organizations: organizationOption, Groups: groupOption },
    },
    add: { name: 'AddNews', body: newsInput },
    update: { name: 'UpdateNews', body: newsUpdate },
    remove: remove('DeleteNews'),
  }),
  ...crudRoutes({
    ...content,
    writers: ['OrgAdmin'],
    item: employee,
    what: 'employees',
    list: {
      name: 'GetEmployees',
      paged: true,
      search: true,
      items: 'Employees',
      lookups: { Organizations: organizationOption, Locations: officeLocationOption, Departments: departmentOption },
      summary: 'Employees by name (A to Z).',
    },
    add: { name: 'AddEmployees', body: employeeInput },
    update: { name: 'UpdateEmployees', body: employeeUpdate },
  }),
  ...crudRoutes({
    ...content,
    item: notification,
    what: 'notifications',
    list: {
      name: 'GetNotifications',
      paged: true,
      search: true,
      items: 'Notifications',
      lookups: {
        Groups: groupOption,
        Organizations: organizationOption,
        OfficeLocations: officeLocationOption,
        Employees: employeeOption,
      },
    },
    add: { name: 'AddNotification', body: notificationInput },
    update: { name: 'UpdateNotification', body: notificationUpdate },
    remove: remove('DeleteNotification'),
  }),
  ...crudRoutes({
    ...content,
    item: cafeteriaMenu,
    what: 'cafeteria menus',
    list: {
      name: 'GetCafeteria',
      paged: true,
      search: true,
      items: 'Cafeterias',
      lookups: { Organizations: organizationOption, OfficeLocations: officeLocationOption },
    },
    add: { name: 'AddCafeteria', body: cafeteriaInput },
    update: { name: 'UpdateCafeteria', body: cafeteriaUpdate },
    remove: remove('DeleteCafeteria'),
  }),
  ...crudRoutes({
    ...content,
    item: kpiData,
    what: 'KPI values of the voice dashboard',
    list: {
      name: 'GetVoiceDashboardKPI',
      query: kpiDataFilter,
      paged: true,
      search: true,
      items: 'KPIData',
      lookups: {
        KPI: kpiOption,
        KPIGrainOptions: lazySchema(() => z.enum(kpiGrains)),
        Employees: employeeOption,
        Groups: groupOption,
        OfficeLocations: officeLocationOption,
        Organizations: organizationOption,
      },
      summary:
        'KPI values by KPI, grain and period (newest first); with KpiID (and KPIGrain) one KPI’s, for the chart.',
    },
    add: { name: 'AddVoiceDashboard', body: kpiDataInput },
    update: { name: 'UpdateVoiceDashboard', body: kpiDataUpdate },
    remove: remove('DeleteVoiceDashboard'),
  }),
};

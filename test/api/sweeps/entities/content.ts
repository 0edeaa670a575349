import type { RouteName } from '@switchboard/shared';
import { added, contentLookups, newKpi, validBodies } from '../../content-fixtures';
import { cookieOf } from '../context';
import { body, query, read, renamed, type Fixture, type Input } from './fixture';

/**
 * The content families (blogs, briefings, KPIs, news, employees, notifications, cafeteria menus, KPI values): each
 * made fresh through the API as the Demo organization, naming its own lookups (test/api/content-fixtures.ts).
 */
type Body = Record<string, unknown>;
const admin = () => cookieOf('orgAdmin');
const lookups = async () => contentLookups(await admin());
const kpiValue = async () => validBodies.kpiData(String((await newKpi(await admin())).KpiID));

interface Family {
  list: RouteName;
  add: RouteName;
  update: RouteName;
  remove?: RouteName;
  id: string;
  items?: string;
  body: () => Promise<Body>;
  writer: (valid: Input, i: number) => Input;
}

const families: Family[] = [
  {
    list: 'GetBlogs',
    add: 'PostBlog',
    update: 'UpdateBlog',
    remove: 'DeleteBlog',
    id: 'BlogID',
    body: async () => validBodies.blog(),
    writer: renamed('title'),
  },
  {
    list: 'GetBriefings',
    add: 'AddBriefing',
    update: 'UpdateBriefing',
    remove: 'DeleteBriefing',
    id: 'BriefingID',
    items: 'Briefings',
    body: async () => validBodies.briefing(await lookups()),
    writer: renamed('BriefingDetails'),
  },
  {
    list: 'GetKPI',
    add: 'AddKPI',
    update: 'UpdateKPI',
    remove: 'DeleteKPI',
    id: 'KpiID',
    items: 'KPIs',
    body: async () => validBodies.kpi(await lookups()),
    writer: renamed('Name'),
  },
  {
    list: 'GetNews',
    add: 'AddNews',
    update: 'UpdateNews',
    remove: 'DeleteNews',
    id: 'NewsID',
    items: 'News',
    body: async () => validBodies.news(await lookups()),
    writer: renamed('ShortDescription'),
  },
  {
    list: 'GetEmployees',
    add: 'AddEmployees',
    update: 'UpdateEmployees',
    id: 'EmployeeID',
    items: 'Employees',
    body: async () => validBodies.employee(await lookups()),
    writer: renamed('UserLoginId'),
  },
  {
    list: 'GetNotifications',
    add: 'AddNotification',
    update: 'UpdateNotification',
    remove: 'DeleteNotification',
    id: 'NotificationID',
    items: 'Notifications',
    body: async () => validBodies.notification(await lookups()),
    writer: renamed('ShortDescription'),
  },
  {
    list: 'GetCafeteria',
    add: 'AddCafeteria',
    update: 'UpdateCafeteria',
    remove: 'DeleteCafeteria',
    id: 'CafeteriaMenuID',
    items: 'Cafeterias',
    body: async () => validBodies.cafeteria(await lookups()),
    writer: renamed('ShortMenuDescription'),
  },
  {
    list: 'GetVoiceDashboardKPI',
    add: 'AddVoiceDashboard',
    update: 'UpdateVoiceDashboard',
    remove: 'DeleteVoiceDashboard',
    id: 'KpiDataID',
    items: 'KPIData',
    body: kpiValue,
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as Body), Value: 1000 + i } }),
  },
];

function fixturesOf(f: Family): Record<string, Fixture> {
  const fresh = async () => added<Body>(f.add, await admin(), await f.body());
  const items = f.items ? (answer: unknown) => (answer as Record<string, unknown[]>)[f.items!]! : undefined;
  return {
    [f.list]: read(),
    [f.add]: { kind: 'create', valid: async () => body(await f.body()) },
    [f.update]: {
      kind: 'update',
      valid: async () => body(await fresh()),
      writer: f.writer,
      readBack: { list: f.list, id: f.id, ...(items ? { items } : {}) },
    },
    ...(f.remove
      ? { [f.remove]: { kind: 'delete', valid: async () => query({ id: String((await fresh())[f.id]) }) } }
      : {}),
  };
}

export const contentFixtures: Record<string, Fixture> = Object.assign({}, ...families.map(fixturesOf));

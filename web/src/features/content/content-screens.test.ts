import {
  blog,
  briefing,
  cafeteriaMenu,
  DEFAULT_KPI_GRAIN,
  employee,
  grainFields,
  kpi,
  kpiData,
  messages,
  news,
  notification,
  periodFields,
} from '@switchboard/shared';
import { describeScreenContracts, guid, type ScreenContract } from '../../components/list-screen/screen-contract';
import { blogScreen } from './blogs/blog-screen';
import { briefingScreen } from './briefings/briefing-screen';
import { cafeteriaScreen } from './cafeteria/cafeteria-screen';
import { employeeScreen } from './employees/employee-screen';
import { kpiDataScreen } from './kpi-data/kpi-data-screen';
import { kpiScreen } from './kpis/kpi-screen';
import { newsScreen } from './news/news-screen';
import { notificationScreen } from './notifications/notification-screen';

/**
 * Each content screen's declaration against its routes' schemas, fast: what e2e checked once per screen by adding,
 * editing and reading a record through the browser (content-screens.spec.ts keeps that flow for Blogs, the one
 * ListScreen every screen renders). A record is typed as the user would (the values the e2e typed), sent as the
 * create body, stored as an item, read back into the form and sent as the update body; its details show what the
 * user typed, with the lookups' names.
 */
const ID = {
  emp1: guid(1),
  grp1: guid(2),
  grp2: guid(3),
  loc1: guid(4),
  loc2: guid(5),
  loc3: guid(6),
  dep1: guid(7),
  kpi1: guid(8),
};

const locations = [
  { OfficeLocationID: ID.loc1, OfficeLocationName: 'Head office' },
  { OfficeLocationID: ID.loc2, OfficeLocationName: 'Branch office' },
  { OfficeLocationID: ID.loc3, OfficeLocationName: 'Remote' },
];

/** The lookups the list routes answer beside their rows, by the names their routes declare. */
const lookups = {
  Employees: [{ EmployeeID: ID.emp1, FirstName: 'Erin', LastName: 'Example', Email: 'erin@example.com' }],
  Groups: [
    { GroupID: ID.grp1, GroupName: 'Managers' },
    { GroupID: ID.grp2, GroupName: 'Front desk' },
  ],
  OfficeLocations: locations,
  // GetEmployees names its office locations Locations.
  Locations: locations,
  Departments: [{ DepartmentID: ID.dep1, DepartmentName: 'Engineering' }],
  KPI: [{ KpiID: ID.kpi1, Name: 'Calls answered', KPIGrain: 'Daily', DataType: 'Percentage' }],
  loading: false,
};

/** A Daily value sends only its day's period fields: the others read back empty. */
const notDaily = Object.fromEntries(
  periodFields.filter((field) => !(grainFields.Daily as readonly string[]).includes(field)).map((f) => [f, '']),
);

const contracts: ScreenContract[] = [
  {
    title: 'Blogs',
    screen: blogScreen(),
    item: blog,
    idKey: 'BlogID',
    typed: { title: 'Blogs check', body: 'First line\nsecond line' },
    defaults: { likes: '0' },
    details: ['Blogs check', 'First line', 'second line', '0'],
    texts: { created: messages.msg_blog_added, updated: messages.msg_blog_updated, deleted: messages.msg_blog_removed },
  },
  {
    title: 'Briefings',
    screen: briefingScreen(lookups),
    item: briefing,
    idKey: 'BriefingID',
    typed: {
      BriefingType: 'Safety',
      GroupID: ID.grp1,
      LocationID: ID.loc2,
      BriefingDetails: 'Briefings check',
      CreatedTime: '2026-05-01T09:00',
      ExpireTime: '2026-05-08T17:30',
    },
    details: ['Briefings check', 'Managers', 'Branch office', '1 May 2026, 09:00', '8 May 2026, 17:30'],
    texts: {
      created: messages.msg_briefing_added,
      updated: messages.msg_briefing_updated,
      deleted: messages.msg_briefing_removed,
    },
  },
  {
    title: 'KPIs',
    screen: kpiScreen(lookups),
    item: kpi,
    idKey: 'KpiID',
    typed: { Name: 'KPIs check', DataType: 'Percentage', Description: 'Calls answered by the assistant.' },
    defaults: { KPIGrain: DEFAULT_KPI_GRAIN },
    details: ['KPIs check', 'Percentage', 'Daily', 'Calls answered by the assistant.'],
    texts: { created: messages.msg_kpi_saved, updated: messages.msg_kpi_updated, deleted: messages.msg_kpi_removed },
  },
  {
    title: 'KPI values',
    screen: kpiDataScreen(lookups),
    item: kpiData,
    idKey: 'KpiDataID',
    typed: { KpiID: ID.kpi1, Value: '87.5', Year: '2026', Month: '4', Day: '15', GroupID: ID.grp1 },
    defaults: { KPIGrain: DEFAULT_KPI_GRAIN },
    readBack: notDaily,
    details: ['Calls answered', '87.5', 'Daily', 'Managers'],
    texts: {
      created: messages.msg_kpi_data_added,
      updated: messages.msg_kpi_data_updated,
      deleted: messages.msg_kpi_data_removed,
    },
  },
  {
    title: 'News',
    screen: newsScreen(lookups),
    item: news,
    idKey: 'NewsID',
    typed: {
      ShortDescription: 'News check',
      GroupID: ID.grp2,
      ReleaseTime: '2026-06-01T08:00',
      ExpireTime: '2026-06-30T18:00',
    },
    details: ['News check', 'Front desk', '1 Jun 2026, 08:00', '30 Jun 2026, 18:00'],
    texts: { created: messages.msg_news_added, updated: messages.msg_news_updated, deleted: messages.msg_news_removed },
  },
  {
    title: 'Notifications',
    screen: notificationScreen(lookups),
    item: notification,
    idKey: 'NotificationID',
    typed: {
      ShortDescription: 'Notifications check',
      LocationID: ID.loc3,
      ReleaseTime: '2026-07-01T07:15',
      ExpireTime: '2026-07-02T07:15',
    },
    details: ['Notifications check', 'Remote', '1 Jul 2026, 07:15'],
    texts: {
      created: messages.msg_notification_added,
      updated: messages.msg_notification_updated,
      deleted: messages.msg_notification_removed,
    },
  },
  {
    title: 'Employees',
    screen: employeeScreen(lookups),
    item: employee,
    idKey: 'EmployeeID',
    typed: {
      FirstName: 'Erin',
      LastName: 'Employees check',
      Email: 'erin.check@example.com',
      DepartmentID: ID.dep1,
      OfficeLocationID: ID.loc1,
    },
    details: ['Employees check', 'Engineering', 'Head office', 'erin.check@example.com'],
    texts: { created: messages.msg_employee_added, updated: messages.msg_employee_updated },
  },
  {
    title: 'Cafeteria menus',
    screen: cafeteriaScreen(lookups),
    item: cafeteriaMenu,
    idKey: 'CafeteriaMenuID',
    typed: {
      OfficeLocationID: ID.loc2,
      ShortMenuDescription: 'Cafeteria menus check',
      Date: '2026-09-14',
      OpenTime: '12:00',
      CloseTime: '14:30',
      RepeatMenu: 'true',
    },
    // A menu that repeats names the weekday it comes back on.
    details: ['Cafeteria menus check', 'Branch office', '14 Sep 2026', '12:00', '14:30', 'Every Monday'],
    texts: {
      created: messages.msg_cafeteria_added,
      updated: messages.msg_cafeteria_updated,
      deleted: messages.msg_cafeteria_removed,
    },
  },
];

describeScreenContracts(contracts);

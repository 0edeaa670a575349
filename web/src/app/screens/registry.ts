import { lazy } from 'react';
import { listPage } from './list-page';
import { screen, type Screen } from './screen';

/**
 * THE screen registry: every page of the console, declared once. It feeds the router (path, lazy page, role gate),
 * the side navigation and the home page (nav area and description, in this order) and the breadcrumbs (title,
 * parent). A screen's roles come from the routes it names (route table `access`), never from a list of its own.
 */
export const screens: readonly Screen[] = [
  screen({
    path: '/access/invite-users',
    title: 'Invite users',
    page: lazy(() => import('../../features/access/invite-users/InviteUsersPage')),
    routes: ['GetInvitedUsers'],
    nav: {
      area: 'Access',
      description: 'Invite people by email; approve, configure, enable or disable their accounts.',
    },
  }),
  screen({
    path: '/organization/setup',
    title: 'Organization setup',
    page: lazy(() => import('../../features/organization/setup/OrganizationSetupPage')),
    routes: ['GetData'],
    nav: {
      area: 'Organization',
      description: 'Your organization’s details and services; on its first run, the systems to connect.',
    },
  }),
  screen({
    path: '/organization/settings',
    title: 'Organization settings',
    page: listPage(() => import('../../features/organization/settings/setting-screen')),
    routes: ['SystemSettings'],
    nav: { area: 'Organization', description: 'Your values of the platform’s settings; secrets stay encrypted.' },
  }),
  screen({
    path: '/setup/systems',
    title: 'Setup systems',
    page: lazy(() => import('../../features/connections/systems/SetupSystemsPage')),
    routes: ['GetIntegrationConfiguration'],
    nav: {
      area: 'Connections',
      description: 'Connect external systems: authorization, validation, defaults and test questions.',
    },
  }),
  screen({
    path: '/connections/integration-settings',
    title: 'Integration settings',
    page: lazy(() => import('../../features/connections/integration-settings/IntegrationSettingsPage')),
    routes: ['GetIntegrationConfiguration', 'GetIntegrationDefaultSettingField'],
    nav: {
      area: 'Connections',
      description: "Per connection: its system's default settings, renamed columns and custom columns.",
    },
  }),
  screen({
    path: '/catalogue/systems',
    title: 'System list settings',
    page: lazy(() => import('../../features/catalogue/systems/SystemListSettingsPage')),
    routes: ['GetSystemLists'],
    nav: { area: 'Catalogue', description: 'The systems organizations connect to and their categories.' },
  }),
  screen({
    path: '/catalogue/default-setting-fields',
    title: 'Default setting fields',
    page: listPage(async () => ({
      default: (await import('../../features/catalogue/fields/field-definition-pages')).defaultSettingFields,
    })),
    routes: ['GetSystemListDefaultSettingFields'],
    nav: { area: 'Catalogue', description: 'The settings each system offers its connections.' },
  }),
  screen({
    path: '/catalogue/connection-fields',
    title: 'Connection fields',
    page: listPage(async () => ({
      default: (await import('../../features/catalogue/fields/field-definition-pages')).connectionFields,
    })),
    routes: ['GetSystemListConnectionFields'],
    nav: { area: 'Catalogue', description: 'The fields a connection to each system asks for.' },
  }),
  screen({
    path: '/catalogue/setting-definitions',
    title: 'Setting definitions',
    page: listPage(() => import('../../features/organization/definitions/definition-screen')),
    // Organization administrators read the definitions to pick from; only a PlatformAdmin maintains them.
    routes: ['GetSystemSettingLists', 'SubmitSystemSettingList'],
    nav: { area: 'Catalogue', description: 'The settings organizations can give a value to, by category.' },
  }),
  screen({
    path: '/billing/invoices',
    title: 'Invoices',
    page: listPage(() => import('../../features/billing/invoices/invoice-screen')),
    routes: ['GetInvoices'],
    nav: { area: 'Billing', description: 'Add, edit and delete invoices; follow their status, amounts and due dates.' },
  }),
  screen({
    path: '/content/blogs',
    title: 'Blogs',
    page: listPage(() => import('../../features/content/blogs/blog-screen')),
    routes: ['GetBlogs'],
    nav: { area: 'Content', description: 'Blog posts: add, edit, read and delete; likes and comments.' },
  }),
  screen({
    path: '/content/briefings',
    title: 'Briefings',
    page: listPage(() => import('../../features/content/briefings/briefing-screen')),
    routes: ['GetBriefings'],
    nav: {
      area: 'Content',
      description: 'What the assistant reads out, to everyone or one employee, group or location.',
    },
  }),
  screen({
    path: '/content/kpis',
    title: 'KPIs',
    page: listPage(() => import('../../features/content/kpis/kpi-screen')),
    routes: ['GetKPI'],
    nav: { area: 'Content', description: 'The measures of the voice dashboard: grain, data type, owner.' },
  }),
  screen({
    path: '/content/kpi-data',
    title: 'Voice dashboard KPI data',
    page: lazy(() => import('../../features/content/kpi-data/KpiDataPage')),
    routes: ['GetVoiceDashboardKPI'],
    nav: { area: 'Content', description: 'The KPIs’ values per period, and a chart of one KPI over time.' },
  }),
  screen({
    path: '/content/news',
    title: 'News',
    page: listPage(() => import('../../features/content/news/news-screen')),
    routes: ['GetNews'],
    nav: { area: 'Content', description: 'News the assistant tells, between its release and expire times.' },
  }),
  screen({
    path: '/content/notifications',
    title: 'Notifications',
    page: listPage(() => import('../../features/content/notifications/notification-screen')),
    routes: ['GetNotifications'],
    nav: { area: 'Content', description: 'Notifications to everyone or one employee, group or location.' },
  }),
  screen({
    path: '/content/employees',
    title: 'Employees',
    page: listPage(() => import('../../features/content/employees/employee-screen')),
    routes: ['GetEmployees'],
    nav: {
      area: 'Content',
      description: 'The people of your organization: contact, department, location, manager, voice sign-in.',
    },
  }),
  screen({
    path: '/content/cafeteria',
    title: 'Cafeteria menus',
    page: listPage(() => import('../../features/content/cafeteria/cafeteria-screen')),
    routes: ['GetCafeteria'],
    nav: { area: 'Content', description: 'What each office location serves, when it opens and closes.' },
  }),
  screen({
    path: '/content/collection-categories',
    title: 'Collection categories',
    page: listPage(() => import('../../features/collections/categories/category-screen')),
    routes: ['GetCollectionCategories'],
    nav: { area: 'Content', description: 'The categories collections and help Q&A entries are filed under.' },
  }),
  screen({
    path: '/help',
    title: 'Help Q&A',
    page: listPage(() => import('../../features/help/help-screen')),
    routes: ['GetHelp'],
    nav: { area: 'Assistant', description: 'What the assistant answers: questions, answers, media; test a question.' },
  }),
  screen({
    path: '/Chat',
    title: 'Chat',
    page: lazy(() => import('../../features/help/ask/ChatPage')),
    routes: ['QandASimulate'],
    parent: '/help',
  }),
  screen({
    path: '/help/import',
    title: 'Import and export help Q&A',
    page: lazy(() => import('../../features/help/bulk/HelpImportPage')),
    routes: ['PreviewHelpImport', 'ImportHelp', 'ExportHelp', 'GetHelpImports'],
    nav: {
      area: 'Assistant',
      description: 'Load help Q&A from CSV, QnA Maker TSV or QnABot JSON with a preview first; export them.',
    },
  }),
  screen({
    path: '/skilltest/index',
    title: 'Skill tests',
    page: lazy(() => import('../../features/skill-tests/SkillTestsPage')),
    routes: ['GetTests'],
    nav: {
      area: 'Assistant',
      description: 'Conversations the assistant must answer as expected: run them by hand or on a schedule.',
    },
  }),
  ...systemSetupScreens(),
  screen({
    path: '/Account/ChangePassword',
    title: 'Change password',
    page: lazy(() => import('../../features/account/change-password/ChangePasswordPage')),
    routes: ['ChangeProfilePassword'],
  }),
  screen({
    path: '/Account/Register',
    title: 'Register',
    page: lazy(() => import('../../features/account/register/RegisterPage')),
    routes: ['Invitation', 'Register'],
    public: true,
  }),
  screen({
    // The link mailed to a report address outside the organization (its owner confirms it wants the reports).
    path: '/skilltest/ConfirmReportEmail',
    title: 'Confirm skill test reports',
    page: lazy(() => import('../../features/skill-tests/confirm/ConfirmReportEmailPage')),
    routes: ['ConfirmReportEmail'],
    public: true,
  }),
  screen({
    // A run's result, opened from the skill tests (its Id is the RunID); not in the navigation.
    path: '/skilltest/TestSkillResult',
    title: 'Skill test result',
    page: lazy(() => import('../../features/skill-test-result/TestRunResultPage')),
    routes: ['GetTestRun', 'GetTestRuns'],
    parent: '/skilltest/index',
  }),
  screen({
    path: '/usage-logs',
    title: 'Usage logs',
    page: lazy(() => import('../../features/logs/UsageLogsPage')),
    routes: ['UserLogsByTimeZone', 'LogTypes', 'GetLogVolume'],
    nav: { area: 'Insights', description: 'Who created, changed or deleted what, and who signed in; export as CSV.' },
  }),
];

/** The one setup page of every system a slug names: /setup/{slug} (new) and /setup/{slug}/{id} (edit). */
function systemSetupScreens(): Screen[] {
  const page = lazy(() => import('../../features/connections/setup-page/SystemSetupPage'));
  return ['/setup/:slug', '/setup/:slug/:id'].map((path) =>
    screen({ path, title: 'System setup', page, routes: ['GetIntegrationConfiguration'], parent: '/setup/systems' }),
  );
}

import type { Connection, RouteName } from '@switchboard/shared';
import type { RouteRequest } from '../../components/list-screen/row-requests';
import type { ListData, ListScreenConfig } from '../../components/list-screen/types';

/** A row action besides Delete: its route, the request the console builds from the row, and how the list shows it done. */
export interface RowActionRequest<T> {
  label: string;
  route: RouteName;
  request(row: T): RouteRequest;
  /** Whether the action worked, from the row as listed after it (undefined: no longer listed). */
  done(row: T | undefined): boolean;
}

/** One table of a screen as its row actions reach the server: its list, its Delete (ListData) and its other actions. */
export interface ScreenList<T = unknown> {
  title: string;
  data: ListData<T>;
  itemId(row: T): string;
  actions?: readonly RowActionRequest<T>[];
}

/** What a list of another record's rows is read for (e.g. one connection's column name changes). */
export interface ListParent {
  connectionId: string;
}

type ScreenLists = (parent: ListParent) => Promise<readonly ScreenList[]>;

/** A list screen's table as the console declares it (its routes, request builders and row id). */
const tableOf = <T>(config: Pick<ListScreenConfig<T>, 'data' | 'table'>): ScreenList =>
  ({ title: config.table.title, data: config.data, itemId: config.table.itemId }) as unknown as ScreenList;

const noLookups = { loading: false };

/**
 * The tables of the registry's screens (by path) with their row actions, built by the screens' own declarations with
 * empty choices (the requests do not depend on them). Not part of the console's bundle: the generated tests of every
 * row action as every role its route admits (test/api/list-actions.test.ts) read it, and fail for a screen of the
 * registry that is neither here nor in `withoutRowActions`.
 */
export const screenLists: Record<string, ScreenLists> = {
  '/organization/settings': async () => {
    const { settingScreen } = await import('../../features/organization/settings/setting-screen');
    return [tableOf(settingScreen({ categories: [], definitions: [], valued: new Set(), loading: false }))];
  },
  '/setup/systems': async () => {
    const { connectionRequests } = await import('../../features/connections/api/connection-operations');
    const id = (c: Connection) => c.IntegrationConfigurationID;
    const connections: ScreenList<Connection> = {
      title: 'Connections',
      data: { list: 'GetIntegrationConfiguration' },
      itemId: id,
      actions: [
        {
          label: 'Remove',
          route: 'IntegrationConfigurations',
          request: (c) => connectionRequests.remove(id(c)),
          done: (c) => c === undefined,
        },
        {
          label: 'Set default',
          route: 'SetAsDefaultConnection',
          request: (c) => connectionRequests.setDefault(id(c)),
          done: (c) => c?.IsDefault === true,
        },
        {
          label: 'Check now',
          route: 'CheckCredentials',
          request: (c) => connectionRequests.checkCredentials(id(c)),
          done: (c) => Boolean(c?.CredentialsCheckedAt),
        },
      ],
    };
    return [connections as unknown as ScreenList];
  },
  '/connections/integration-settings': async ({ connectionId }) => {
    const [defaults, changes, custom] = await Promise.all([
      import('../../features/connections/integration-settings/integration-defaults-screen'),
      import('../../features/connections/integration-settings/column-changes-screen'),
      import('../../features/connections/integration-settings/custom-columns-screen'),
    ]);
    return [
      tableOf(defaults.integrationDefaultsScreen(connectionId, '', [])),
      tableOf(changes.columnChangesScreen({ connectionId, systemName: '', columns: [], columnsLoading: false })),
      tableOf(custom.customColumnsScreen(connectionId)),
    ];
  },
  '/catalogue/systems': async () => {
    const [systems, categories] = await Promise.all([
      import('../../features/catalogue/systems/system-screen'),
      import('../../features/catalogue/systems/category-screen'),
    ]);
    return [
      tableOf(systems.systemScreen({ lists: undefined, categoryId: undefined, filters: null })),
      tableOf(categories.categoryScreen()),
    ];
  },
  '/catalogue/default-setting-fields': async () => [await fieldDefinitions('default')],
  '/catalogue/connection-fields': async () => [await fieldDefinitions('connection')],
  '/catalogue/setting-definitions': async () => {
    const { definitionScreen } = await import('../../features/organization/definitions/definition-screen');
    return [tableOf(definitionScreen([], false))];
  },
  '/billing/invoices': async () => {
    const { invoiceScreen } = await import('../../features/billing/invoices/invoice-screen');
    return [tableOf(invoiceScreen({ platformWide: true, organizations: [], organizationsLoading: false }))];
  },
  '/content/blogs': async () => [tableOf((await import('../../features/content/blogs/blog-screen')).blogScreen())],
  '/content/briefings': async () => {
    const { briefingScreen } = await import('../../features/content/briefings/briefing-screen');
    return [tableOf(briefingScreen(noLookups))];
  },
  '/content/kpis': async () => [tableOf((await import('../../features/content/kpis/kpi-screen')).kpiScreen(noLookups))],
  '/content/kpi-data': async () => {
    const { kpiDataScreen } = await import('../../features/content/kpi-data/kpi-data-screen');
    return [tableOf(kpiDataScreen(noLookups))];
  },
  '/content/news': async () => [
    tableOf((await import('../../features/content/news/news-screen')).newsScreen(noLookups)),
  ],
  '/content/notifications': async () => {
    const { notificationScreen } = await import('../../features/content/notifications/notification-screen');
    return [tableOf(notificationScreen(noLookups))];
  },
  '/content/employees': async () => {
    const { employeeScreen } = await import('../../features/content/employees/employee-screen');
    return [tableOf(employeeScreen(noLookups))];
  },
  '/content/cafeteria': async () => {
    const { cafeteriaScreen } = await import('../../features/content/cafeteria/cafeteria-screen');
    return [tableOf(cafeteriaScreen(noLookups))];
  },
  '/content/collection-categories': async () => {
    const { categoryScreen } = await import('../../features/collections/categories/category-screen');
    return [tableOf(categoryScreen())];
  },
  '/help': async () => {
    const { helpScreen } = await import('../../features/help/help-screen');
    const choices = { categories: [], categoriesLoading: false, categoryID: undefined };
    return [tableOf(helpScreen({ ...choices, filters: null, headerActions: null }))];
  },
  '/skilltest/index': async () => {
    const [{ skillTestsScreen }, { DefinitionFiles }] = await Promise.all([
      import('../../features/skill-tests/skill-tests-screen'),
      import('../../features/skill-tests/definition-files'),
    ]);
    return [tableOf(skillTestsScreen({ files: new DefinitionFiles(), rowActions: () => null, headerActions: null }))];
  },
};

async function fieldDefinitions(which: 'default' | 'connection'): Promise<ScreenList> {
  const [{ fieldDefinitionScreen }, kinds] = await Promise.all([
    import('../../features/catalogue/fields/field-definition-screen'),
    import('../../features/catalogue/fields/field-kinds'),
  ]);
  const kind = which === 'default' ? kinds.defaultSettingFieldKind : kinds.connectionFieldKind;
  const unfiltered = { lists: undefined, categoryId: undefined, systemName: undefined, systemId: undefined };
  return tableOf(fieldDefinitionScreen({ kind, canEdit: true, filters: null, ...unfiltered }));
}

/**
 * Screens of the registry without a table of row actions that reach the server in a way declared above, and why.
 * The generated tests do not cover these rows' actions.
 */
export const withoutRowActions: Record<string, string> = {
  '/access/invite-users':
    'Its row actions (enable/disable, resend, copy link, cancel, approve, configure) are steps of run-invitation-action.ts, not request builders.',
  '/organization/setup':
    'Remove of a pending system sends its position in the whole stored list (?index=), which a row alone does not give.',
  '/help/import': 'No table of stored records: a file, its preview and the import.',
  '/usage-logs': 'Read only: logs are never changed or deleted from the console.',
};

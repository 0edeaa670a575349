import { fieldLabelOf, recordWords } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { invoiceScreen } from '../../features/billing/invoices/invoice-screen';
import { categoryScreen } from '../../features/collections/categories/category-screen';
import { blogScreen } from '../../features/content/blogs/blog-screen';
import { briefingScreen } from '../../features/content/briefings/briefing-screen';
import { cafeteriaScreen } from '../../features/content/cafeteria/cafeteria-screen';
import { employeeScreen } from '../../features/content/employees/employee-screen';
import { kpiDataScreen } from '../../features/content/kpi-data/kpi-data-screen';
import { kpiScreen } from '../../features/content/kpis/kpi-screen';
import { newsScreen } from '../../features/content/news/news-screen';
import { notificationScreen } from '../../features/content/notifications/notification-screen';
import { fieldDefinitionScreen } from '../../features/catalogue/fields/field-definition-screen';
import { connectionFieldKind, defaultSettingFieldKind } from '../../features/catalogue/fields/field-kinds';
import { categoryScreen as systemCategoryScreen } from '../../features/catalogue/systems/category-screen';
import { systemScreen } from '../../features/catalogue/systems/system-screen';
import { columnChangesScreen } from '../../features/connections/integration-settings/column-changes-screen';
import { customColumnsScreen } from '../../features/connections/integration-settings/custom-columns-screen';
import { integrationDefaultsScreen } from '../../features/connections/integration-settings/integration-defaults-screen';
import { definitionScreen } from '../../features/organization/definitions/definition-screen';
import { settingScreen } from '../../features/organization/settings/setting-screen';
import { recordTypeOfList } from './record-types';
import type { ListScreenConfig } from './types';

const none = { loading: false };
/** The integration settings' records (functions/src/services/catalogue/connection-records-service.ts): no list of them shows a history. */
const typeOfIntegrationList: Record<string, string> = {
  GetIntegrationDefaultSettingField: 'IntegrationDefaultSettingField',
  GetColumnNameChange: 'IntegrationColumnChange',
  GetCustomColumn: 'IntegrationCustomColumn',
};
const screens: ListScreenConfig<never, never>[] = [
  blogScreen(),
  briefingScreen(none),
  cafeteriaScreen(none),
  employeeScreen(none),
  kpiScreen(none),
  kpiDataScreen(none),
  newsScreen(none),
  notificationScreen(none),
  categoryScreen(),
  invoiceScreen({ platformWide: false, organizations: [], organizationsLoading: false }),
  systemScreen({ lists: undefined, categoryId: undefined, filters: null }),
  systemCategoryScreen(),
  ...[defaultSettingFieldKind, connectionFieldKind].map((kind) =>
    fieldDefinitionScreen({
      kind,
      canEdit: true,
      lists: undefined,
      categoryId: undefined,
      systemName: undefined,
      systemId: undefined,
      filters: null,
    }),
  ),
  integrationDefaultsScreen('c', 'Zendesk', []),
  columnChangesScreen({ connectionId: 'c', systemName: 'Zendesk', columns: [], columnsLoading: false }),
  customColumnsScreen('c'),
  definitionScreen([], false),
  settingScreen({ categories: [], definitions: [], valued: new Set(), loading: false }),
] as never;

/**
 * History lines (shared/src/logs/record-words.ts) name a record's fields as its screen's form does: the words are
 * the form's own labels (declared, or the field's name as words), so a label changed on the screen and not in the
 * history fails here.
 */
describe('the history words of every entity with a list screen', () => {
  it.each(screens.map((screen) => [screen.table.title, screen] as const))(
    '%s: each form field as labelled',
    (_, screen) => {
      const type =
        screen.table.recordType ?? recordTypeOfList(screen.data.list) ?? typeOfIntegrationList[screen.data.list]!;
      const words = recordWords[type];
      expect(words, type).toBeDefined();
      const labels = Object.fromEntries(screen.form.fields.map((field) => [field.key, field.label]));
      const named = Object.fromEntries(Object.keys(labels).map((key) => [key, fieldLabelOf(type, key)]));
      expect(named).toEqual(labels);
    },
  );
});

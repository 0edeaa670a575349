import { DEFAULT_IN_APP_HELP } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { screenLists } from '../../app/screens/screen-lists';
import type { ListScreenConfig } from '../../components/list-screen/types';
import { invoiceScreen } from '../billing/invoices/invoice-screen';
import { fieldDefinitionScreen } from '../catalogue/fields/field-definition-screen';
import { connectionFieldKind, defaultSettingFieldKind, type FieldKind } from '../catalogue/fields/field-kinds';
import { categoryScreen as systemCategoryScreen } from '../catalogue/systems/category-screen';
import { systemScreen } from '../catalogue/systems/system-screen';
import { categoryScreen } from '../collections/categories/category-screen';
import { columnChangesScreen } from '../connections/integration-settings/column-changes-screen';
import { customColumnsScreen } from '../connections/integration-settings/custom-columns-screen';
import { integrationDefaultsScreen } from '../connections/integration-settings/integration-defaults-screen';
import { blogScreen } from '../content/blogs/blog-screen';
import { briefingScreen } from '../content/briefings/briefing-screen';
import { cafeteriaScreen } from '../content/cafeteria/cafeteria-screen';
import { employeeScreen } from '../content/employees/employee-screen';
import { kpiDataScreen } from '../content/kpi-data/kpi-data-screen';
import { kpiScreen } from '../content/kpis/kpi-screen';
import { newsScreen } from '../content/news/news-screen';
import { notificationScreen } from '../content/notifications/notification-screen';
import { helpScreen } from '../help/help-screen';
import { definitionScreen } from '../organization/definitions/definition-screen';
import { settingScreen } from '../organization/settings/setting-screen';
import { DefinitionFiles } from '../skill-tests/definition-files';
import { skillTestsScreen } from '../skill-tests/skill-tests-screen';

const noLookups = { loading: false };
const unfiltered = { lists: undefined, categoryId: undefined, systemName: undefined, systemId: undefined };
const fieldTable = (kind: FieldKind) => fieldDefinitionScreen({ kind, canEdit: true, filters: null, ...unfiltered });

/** The list screens of each registry path, as their declarations build them (their labels need no lookups). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen pairs its own record and values
const listScreensAt: Record<string, () => ListScreenConfig<any, any>[]> = {
  '/organization/settings': () => [
    settingScreen({ categories: [], definitions: [], valued: new Set(), loading: false }),
  ],
  '/connections/integration-settings': () => [
    integrationDefaultsScreen('connection', '', []),
    columnChangesScreen({ connectionId: 'connection', systemName: '', columns: [], columnsLoading: false }),
    customColumnsScreen('connection'),
  ],
  '/catalogue/systems': () => [
    systemScreen({ lists: undefined, categoryId: undefined, filters: null }),
    systemCategoryScreen(),
  ],
  '/catalogue/default-setting-fields': () => [fieldTable(defaultSettingFieldKind)],
  '/catalogue/connection-fields': () => [fieldTable(connectionFieldKind)],
  '/catalogue/setting-definitions': () => [definitionScreen([], false)],
  // As a platform administrator sees it: with the organization billed.
  '/billing/invoices': () => [invoiceScreen({ platformWide: true, organizations: [], organizationsLoading: false })],
  '/content/blogs': () => [blogScreen()],
  '/content/briefings': () => [briefingScreen(noLookups)],
  '/content/kpis': () => [kpiScreen(noLookups)],
  '/content/kpi-data': () => [kpiDataScreen(noLookups)],
  '/content/news': () => [newsScreen(noLookups)],
  '/content/notifications': () => [notificationScreen(noLookups)],
  '/content/employees': () => [employeeScreen(noLookups)],
  '/content/cafeteria': () => [cafeteriaScreen(noLookups)],
  '/content/collection-categories': () => [categoryScreen()],
  '/help': () => [
    helpScreen({ categories: [], categoriesLoading: false, categoryID: undefined, filters: null, headerActions: null }),
  ],
  '/skilltest/index': () => [
    skillTestsScreen({ files: new DefinitionFiles(), rowActions: () => null, headerActions: null }),
  ],
};

/** Whether `text` says `words` as such (not inside a longer word). */
const says = (text: string, words: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u').test(text);

/** A field's name in code (KPIGrain, ShortDescription), as against a word the form may say (Date, File). */
const isCodeName = (key: string) => /\p{Ll}\p{Lu}|\p{Lu}{2}/u.test(key);

const formFields = (path: string) => listScreensAt[path]!().flatMap((screen) => [...screen.form.fields]);
const paths = Object.keys(listScreensAt);

describe("each list screen's default help", () => {
  it('is checked for every screen of the registry with a table (the tables screenLists declares)', () => {
    // Setup systems lists its connections with a table of its own, not a list screen with a form.
    expect(Object.keys(screenLists).filter((path) => !paths.includes(path))).toEqual(['/setup/systems']);
  });

  it.each(paths)('%s names every field of its form by its label', (path) => {
    const help = DEFAULT_IN_APP_HELP[path]!.Content;
    const unnamed = formFields(path)
      .map((field) => field.label)
      .filter((label) => !says(help, label));
    expect(unnamed).toEqual([]);
  });

  it.each(paths)('%s says no code name of a field where its label is another', (path) => {
    const help = DEFAULT_IN_APP_HELP[path]!.Content;
    const codeNames = formFields(path)
      .filter((field) => isCodeName(field.key) && field.key.toLowerCase() !== field.label.toLowerCase())
      .map((field) => field.key)
      .filter((key) => says(help, key));
    expect(codeNames).toEqual([]);
  });
});

import { connectionField, defaultSettingField } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { describeScreenContracts, guid } from '../../components/list-screen/screen-contract';
import type { SystemLists } from './catalogue-options';
import { fieldDefinitionScreen } from './fields/field-definition-screen';
import { connectionFieldKind, defaultSettingFieldKind, type FieldKind } from './fields/field-kinds';
import { categoryScreen } from './systems/category-screen';
import { systemScreen } from './systems/system-screen';

const ID = { custom: guid(1), crm: guid(2), system: guid(3) };
const lists: SystemLists = {
  SystemListCategories: [
    { SystemListCategoryID: ID.custom, Category: 'Custom', Version: 1 },
    { SystemListCategoryID: ID.crm, Category: 'CRM', Version: 1 },
  ],
  SystemLists: [{ SystemListID: ID.system, Name: 'E2E system', SystemListCategoryID: ID.custom, Version: 1 }],
} as SystemLists;

const fieldScreen = (kind: FieldKind) =>
  fieldDefinitionScreen({
    kind,
    canEdit: true,
    lists,
    categoryId: undefined,
    systemName: undefined,
    systemId: undefined,
    filters: null,
  });

/** A field definition as both kinds answer it: the system named beside its id. */
const fieldRow = (item: Record<string, unknown>) => ({ ...item, SystemList: 'E2E system' });
const fieldTyped = {
  SystemListCategoryID: ID.custom,
  SystemListID: ID.system,
  FieldName: 'ApiToken',
  FieldLabel: 'API token',
  FieldType: 'Integer',
  FieldShortDescription: 'The token the API asks for.',
};
const fieldDetails = ['Label: API token', 'Field name: ApiToken', 'Integer', 'System: E2E system', 'asks for.'];

/**
 * The catalogue's screens (systems and their categories, default setting fields and connection fields) against their
 * routes' schemas: what catalogue.spec.ts's adds and edits checked of the forms, rows and details. The systems and
 * categories rows are made of GetSystemLists (each system named with its category, each category with its systems).
 */
describeScreenContracts([
  {
    title: 'Categories',
    screen: categoryScreen(),
    idKey: 'SystemListCategoryID',
    typed: { Category: 'E2E Category' },
    row: (item) => ({ ...item, SystemListCategoryID: ID.crm, Systems: [] }),
    details: ['Category: E2E Category', 'Systems: None', `Category ID: ${ID.crm}`],
    texts: { created: 'Category added.', updated: 'Category updated.', deleted: 'Category deleted.' },
  },
  {
    title: 'Systems',
    screen: systemScreen({ lists, categoryId: undefined, filters: null }),
    idKey: 'SystemListID',
    typed: { Name: 'E2E system', SystemListCategoryID: ID.custom },
    row: (item) => ({ ...item, SystemListID: ID.system, Category: 'Custom' }),
    details: ['Name: E2E system', 'Category: Custom', `System ID: ${ID.system}`],
    texts: { created: 'System added.', updated: 'System updated.', deleted: 'System deleted.' },
  },
  {
    title: 'Default setting fields',
    screen: fieldScreen(defaultSettingFieldKind),
    item: defaultSettingField,
    idKey: 'SystemListDefaultSettingFieldID',
    typed: fieldTyped,
    defaults: { FieldType: 'String' },
    row: fieldRow,
    details: fieldDetails,
    texts: {
      created: 'Default setting field added.',
      updated: 'Default setting field updated.',
      deleted: 'Default setting field deleted.',
    },
  },
  {
    title: 'Connection fields',
    screen: fieldScreen(connectionFieldKind),
    item: connectionField,
    idKey: 'SystemListConnectionFieldID',
    typed: fieldTyped,
    defaults: { FieldType: 'String' },
    row: (item) => fieldRow({ ...item, IntegrationDefaultSettingFields: [] }),
    details: fieldDetails,
    texts: {
      created: 'Connection field added.',
      updated: 'Connection field updated.',
      deleted: 'Connection field deleted.',
    },
  },
]);

describe('a new field definition opened from one system’s fields (?systemName=)', () => {
  it('has that system and its category chosen, so it can be saved as it is typed', () => {
    const screen = fieldDefinitionDefaults(ID.system);
    expect(screen.form.empty()).toMatchObject({ SystemListID: ID.system, SystemListCategoryID: ID.custom });
  });
});

function fieldDefinitionDefaults(systemId: string) {
  return fieldDefinitionScreen({
    kind: connectionFieldKind,
    canEdit: true,
    lists,
    categoryId: undefined,
    systemName: 'E2E system',
    systemId,
    filters: null,
  });
}

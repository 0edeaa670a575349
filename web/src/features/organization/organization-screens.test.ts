import {
  connection,
  messages,
  organizationDetails,
  organizationInput,
  systemSettingList,
  type SystemSettingList,
} from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { describeScreenContracts, expectColumnsOf, guid, rowOf } from '../../components/list-screen/screen-contract';
import type { EntityForm, FormValues } from '../../components/list-screen/types';
import { definitionScreen } from './definitions/definition-screen';
import { settingScreen } from './settings/setting-screen';
import { organizationFields, organizationForm } from './setup/organization-fields';
import { connectedTable, pendingTable } from './setup/setup-tables';

const ID = { escalation: guid(1), voice: guid(2), email: guid(3) };
const categories = [
  { SettingCategoryID: ID.escalation, Name: 'Escalation' },
  { SettingCategoryID: ID.voice, Name: 'Voice assistant' },
];
const emailDefinition: SystemSettingList = {
  SystemSettingListID: ID.email,
  Name: 'Escalation email',
  SettingCategoryID: ID.escalation,
  Encrypt: false,
  ValueType: 'Email',
  Description: 'Where escalations go.',
  Version: 1,
};

/**
 * The organization's settings and the platform's setting definitions against their routes' schemas: what
 * organization-settings.spec.ts's adds and edits checked of the forms, rows and details (a setting is a value of a
 * definition, listed with the definition's name and category; a new definition is Text and not encrypted).
 */
describeScreenContracts([
  {
    title: 'Organization settings',
    screen: settingScreen({ categories, definitions: [emailDefinition], valued: new Set(), loading: false }),
    idKey: 'SettingID',
    typed: {
      SettingCategoryID: ID.escalation,
      SystemSettingListID: ID.email,
      Value: 'escalations@demo.example.com',
    },
    defaults: { SettingID: '', Value: '' },
    // The list answers each value with its definition's name, category and type.
    row: (stored) => ({
      ...stored,
      Name: 'Escalation email',
      SettingCategoryID: ID.escalation,
      SettingCategories: 'Escalation',
      Encrypt: false,
      ValueType: 'Email',
    }),
    readBack: { SettingID: guid(9) },
    cells: ['Escalation email', 'Escalation', 'escalations@demo.example.com'],
    details: ['Setting: Escalation email', 'Category: Escalation', 'Value: escalations@demo.example.com'],
    texts: {
      created: messages.msg_setting_created,
      updated: messages.msg_setting_updated,
      deleted: messages.msg_setting_removed,
    },
  },
  {
    title: 'Setting definitions',
    screen: definitionScreen(categories, false),
    item: systemSettingList,
    idKey: 'SystemSettingListID',
    typed: {
      Name: 'Holiday greeting',
      SettingCategoryID: ID.voice,
      Description: 'Said instead of the greeting on public holidays.',
      Encrypt: 'true',
    },
    defaults: { ValueType: 'Text', Encrypt: 'false' },
    cells: ['Holiday greeting', 'Voice assistant', 'Text', 'Yes'],
    details: ['Holiday greeting', 'Voice assistant', 'Text', 'Said instead of the greeting on public holidays.'],
    texts: {
      created: 'Setting definition added.',
      updated: 'Setting definition updated.',
      deleted: 'Setting definition deleted.',
    },
  },
]);

describe('the Organization setup tables as declared', () => {
  const entry = rowOf(connection, {
    IntegrationConfigurationID: guid(4),
    EntryID: guid(5),
    SystemName: 'Salesforce',
    Category: 'CRM',
    ServiceInstanceName: 'prod',
    AuthorizationType: '',
  });

  it('list a system to connect and a connected one by system, category, instance and authorization', () => {
    expect(connection.safeParse(entry).error?.issues ?? []).toEqual([]);
    for (const table of [pendingTable(() => null), connectedTable(() => undefined)])
      expectColumnsOf(table, entry as never, ['Salesforce', 'CRM', 'prod', 'None']);
    expect(pendingTable(() => null).itemId(entry as never)).toBe(guid(5));
    expect(connectedTable(() => undefined).itemId(entry as never)).toBe(guid(4));
  });
});

describe('the setting definitions form as declared', () => {
  const { form } = definitionScreen(categories, false);
  const used = { ...emailDefinition, UsageCount: 3 };

  it('reads how many organizations keep a value of it, fixes the type and encryption then, and never sends it', () => {
    const values = form.fromItem(used);
    expect(values.UsageCount).toBe('3');
    const valueType = form.fields.find((field) => field.key === 'ValueType')!;
    expect(valueType.dynamic!(values)).toMatchObject({
      readOnlyWhenEditing: true,
      constraintText: 'Fixed while 3 organization(s) keep a value of this setting.',
    });
    expect(valueType.dynamic!(form.empty())).toEqual({});
    expect(form.toUpdateBody(values, used)).toEqual({
      Name: 'Escalation email',
      SettingCategoryID: ID.escalation,
      ValueType: 'Email',
      Encrypt: false,
      Description: 'Where escalations go.',
      SystemSettingListID: ID.email,
      Version: 1,
    });
  });
});

describe('the Organization setup’s details form as declared', () => {
  const form = organizationForm(organizationFields([], false)) as EntityForm<unknown, FormValues>;
  const organization = rowOf(organizationDetails, {
    OrganizationName: 'Demo',
    RequireVoiceMFA: true,
    SmartOfficeVersion: 'Standard',
    OrgAttributes: '{}',
    Version: 4,
  });

  it('reads the organization into the form (an empty object as the empty field) and sends it with its Version', () => {
    expect(organizationDetails.safeParse(organization).error?.issues ?? []).toEqual([]);
    const values = form.fromItem(organization);
    expect(values).toMatchObject({ OrganizationName: 'Demo', RequireVoiceMFA: 'true', OrgAttributes: '' });
    const body = form.toUpdateBody(values, organization) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(organizationInput.shape).sort());
    expect(body).toMatchObject({
      RequireVoiceMFA: true,
      SmartOfficeVersion: 'Standard',
      OrgAttributes: '',
      Version: 4,
    });
    expect(organizationInput.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it('says the name’s length as its schema checks it', () => {
    expect(form.fields.find((field) => field.key === 'OrganizationName')?.constraintText).toBe(
      'Unique on the platform; 2 to 100 characters.',
    );
  });
});

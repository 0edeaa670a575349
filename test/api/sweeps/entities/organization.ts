import type { PendingConfiguration, SetupData, SettingCategory, Setting, SystemSettingList } from '@switchboard/shared';
import { call } from '../../client';
import { connectionDraft, cookieOf, newSystem, unique } from '../context';
import { body, query, read, renamed, type Fixture, type Input } from './fixture';

async function ok<T>(answer: Promise<{ status: number; body: unknown }>, what: string): Promise<T> {
  const { status, body: value } = await answer;
  if (status >= 300) throw new Error(`sweep setup: ${what} answered ${status} ${JSON.stringify(value)}`);
  return value as T;
}

/** A setting definition of the sweeps' own (no organization keeps a value of it yet). */
async function newDefinition(): Promise<SystemSettingList> {
  const cookie = await cookieOf('platform');
  const [category] = await ok<SettingCategory[]>(call('SettingCategories', { cookie }), 'setting categories');
  const definition = { Name: unique('Sweep setting'), SettingCategoryID: category!.SettingCategoryID };
  return ok(call('SubmitSystemSettingList', { cookie, body: definition }), 'a setting definition');
}

/** A Demo organization value of a new definition, as the update sends it. */
async function newSetting() {
  const cookie = await cookieOf('orgAdmin');
  const definition = await newDefinition();
  const value = { SystemSettingListID: definition.SystemSettingListID, Value: 'sweep value' };
  await ok(call('SetupNewSettings', { cookie, body: value }), 'a setting value');
  const settings = await ok<Setting[]>(call('SystemSettings', { cookie }), 'the settings');
  const setting = settings.find((s) => s.SystemSettingListID === definition.SystemSettingListID)!;
  return { SettingID: setting.SettingID, Value: setting.Value, Version: setting.Version };
}

/** The Demo organization's details as the setup screen sends them back (OrganizationID is ignored by the server). */
async function demoDetails() {
  const cookie = await cookieOf('orgAdmin');
  const data = await ok<SetupData>(call('GetData', { cookie, query: { IsUpdateMode: 'true' } }), 'the setup data');
  const { DateCreated: _c, CreatedBy: _b, DateSetup: _s, ...editable } = data.Organization;
  return editable;
}

/** A pending configuration of the sweeps' own system (in a category of its own). */
const pendingDraft = async () => connectionDraft(await newSystem(), { AuthorizationType: 'No Auth' });

async function pendingList(): Promise<PendingConfiguration[]> {
  const cookie = await cookieOf('orgAdmin');
  const data = await ok<SetupData>(call('GetData', { cookie, query: { IsUpdateMode: 'false' } }), 'the setup data');
  return data.IntegrationConfigurations as PendingConfiguration[];
}

const organizationUpdate: Fixture = {
  kind: 'update',
  valid: async () => body(await demoDetails()),
  writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), City: `Sweep city ${i}` } }),
  readBack: {
    list: 'GetData',
    id: 'OrganizationID',
    items: (answer) => [(answer as SetupData).Organization],
  },
};

export const organizationFixtures: Record<string, Fixture> = {
  // organization: settings
  SystemSettings: read(),
  SettingCategories: read(),
  GetSystemSettingLists: read(),
  SetupNewSettings: {
    kind: 'create',
    valid: async () => body({ SystemSettingListID: (await newDefinition()).SystemSettingListID, Value: 'sweep' }),
    unique: 'one value per setting definition of an organization',
    readBack: { list: 'SystemSettings', id: 'SystemSettingListID' },
  },
  UpdateSetting: {
    kind: 'update',
    valid: async () => body(await newSetting()),
    writer: renamed('Value'),
    readBack: { list: 'SystemSettings', id: 'SettingID' },
  },
  DeleteSystemSetting: { kind: 'delete', valid: async () => query({ id: (await newSetting()).SettingID }) },
  SubmitSystemSettingList: {
    kind: 'create',
    valid: async () => {
      const { Name, SettingCategoryID } = await newDefinition();
      return body({ Name: `${Name} again`, SettingCategoryID });
    },
    unique: 'setting definition names',
    readBack: { list: 'GetSystemSettingLists', id: 'Name' },
  },
  UpdateSystemSettingList: {
    kind: 'update',
    valid: async () => {
      const { UsageCount: _usage, ...definition } = await newDefinition();
      return body(definition);
    },
    writer: renamed('Name'),
    readBack: { list: 'GetSystemSettingLists', id: 'SystemSettingListID' },
  },
  DeleteSystemSettingList: {
    kind: 'delete',
    valid: async () => query({ id: (await newDefinition()).SystemSettingListID }),
  },
  // organization: setup
  GetData: read(async () => query({ IsUpdateMode: 'false' })),
  SetupOrganization: organizationUpdate,
  UpdateOrganization: organizationUpdate,
  SetupIntegrationConfigurationSystems: {
    kind: 'create',
    valid: async () => body(await pendingDraft()),
    unique: 'one pending configuration per category',
    readBack: {
      list: 'GetData',
      id: 'SystemListCategoryID',
      items: (answer) => (answer as SetupData).IntegrationConfigurations,
      query: () => ({ IsUpdateMode: 'false' }),
    },
  },
  DeleteIntegrationConfigurationSystem: {
    kind: 'delete',
    valid: async () => {
      const cookie = await cookieOf('orgAdmin');
      await ok(call('SetupIntegrationConfigurationSystems', { cookie, body: await pendingDraft() }), 'a pending entry');
      return query({ index: String((await pendingList()).length - 1) });
    },
  },
  SubmitSetup: { kind: 'action', valid: async (): Promise<Input> => body(await pendingList()) },
};

import { randomUUID } from 'node:crypto';
import { call } from '../../client';
import {
  cookieOf,
  fieldBody,
  freeColumn,
  newCategory,
  newConnection,
  newConnectionField,
  newDefaultField,
  newSystem,
  unique,
} from '../context';
import { body, bodyField, catalogueList, query, read, renamed, type Fixture } from './fixture';

export const catalogueFixtures: Record<string, Fixture> = {
  // catalogue
  GetSystemLists: read(),
  SubmitSystemListCategory: {
    kind: 'create',
    valid: async () => body({ Category: unique('Sweep category') }),
    unique: 'category names',
    readBack: { list: 'GetSystemLists', id: 'Category', items: catalogueList('SystemListCategories') },
  },
  UpdateSystemListCategory: {
    kind: 'update',
    valid: async () => body(await newCategory()),
    writer: renamed('Category'),
    readBack: { list: 'GetSystemLists', id: 'SystemListCategoryID', items: catalogueList('SystemListCategories') },
  },
  DeleteSystemListCategory: {
    kind: 'delete',
    valid: async () => query({ id: (await newCategory()).SystemListCategoryID }),
  },
  SubmitSystemList: {
    kind: 'create',
    valid: async () =>
      body({ Name: unique('Sweep system'), SystemListCategoryID: (await newCategory()).SystemListCategoryID }),
    unique: 'system names',
    readBack: { list: 'GetSystemLists', id: 'Name', items: catalogueList('SystemLists') },
  },
  UpdateSystemList: {
    kind: 'update',
    valid: async () => body(await newSystem()),
    writer: renamed('Name'),
    readBack: { list: 'GetSystemLists', id: 'SystemListID', items: catalogueList('SystemLists') },
  },
  DeleteSystemList: { kind: 'delete', valid: async () => query({ id: (await newSystem()).SystemListID }) },
  GetSystemListDefaultSettingFields: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),
  SubmitSystemListDefaultSetting: {
    kind: 'create',
    valid: async () => body(fieldBody((await newSystem()).SystemListID)),
    unique: 'field names per system',
    readBack: { list: 'GetSystemListDefaultSettingFields', id: 'FieldName', query: bodyField('SystemListID') },
  },
  UpdateSystemListDefaultSetting: {
    kind: 'update',
    valid: async () => body(await newDefaultField()),
    writer: renamed('FieldLabel'),
    readBack: {
      list: 'GetSystemListDefaultSettingFields',
      id: 'SystemListDefaultSettingFieldID',
      query: bodyField('SystemListID'),
    },
  },
  DeleteSystemListDefaultSettingField: {
    kind: 'delete',
    valid: async () => query({ id: (await newDefaultField()).SystemListDefaultSettingFieldID }),
  },
  GetSystemListConnectionFields: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),
  SubmitSystemListConnectionFields: {
    kind: 'create',
    valid: async () => body(fieldBody((await newSystem()).SystemListID)),
    unique: 'field names per system',
    readBack: { list: 'GetSystemListConnectionFields', id: 'FieldName', query: bodyField('SystemListID') },
  },
  UpdateSystemListConnectionFields: {
    kind: 'update',
    valid: async () => body(await newConnectionField()),
    writer: renamed('FieldLabel'),
    readBack: {
      list: 'GetSystemListConnectionFields',
      id: 'SystemListConnectionFieldID',
      query: bodyField('SystemListID'),
    },
  },
  DeleteSystemListConnectionFields: {
    kind: 'delete',
    valid: async () => query({ id: (await newConnectionField()).SystemListConnectionFieldID }),
  },
  GetIntegrationDefaultSettingField: read(async () =>
    query({ IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID }),
  ),
  SubmitIntegrationDefaultSettingField: {
    kind: 'create',
    valid: async () => body(await integrationDefaultBody()),
    unique: 'one value per default setting field of a connection',
    readBack: { list: 'GetIntegrationDefaultSettingField', id: 'Name', query: bodyField('IntegrationConfigurationID') },
  },
  UpdateIntegrationDefaultSettingField: {
    kind: 'update',
    valid: async () => body(await newIntegrationDefault()),
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), Value: String(i + 1) } }),
    readBack: {
      list: 'GetIntegrationDefaultSettingField',
      id: 'IntegrationDefaultSettingFieldID',
      query: bodyField('IntegrationConfigurationID'),
    },
  },
  DeleteIntegrationDefaultSettingField: {
    kind: 'delete',
    valid: async () => query({ id: (await newIntegrationDefault()).IntegrationDefaultSettingFieldID }),
  },
  GetColumnNameChange: read(async () =>
    query({ IntegrationConfigurationID: (await freeColumn()).connection.IntegrationConfigurationID }),
  ),
  SubmitColumnNameChange: {
    kind: 'create',
    valid: async () => body(await columnChangeBody()),
    unique: 'one name change per column of a connection',
    readBack: { list: 'GetColumnNameChange', id: 'DefaultColumnName', query: bodyField('IntegrationConfigurationID') },
  },
  UpdateColumnNameChange: {
    kind: 'update',
    valid: async () => body(await newColumnChange()),
    writer: renamed('CustomColumnName'),
    readBack: {
      list: 'GetColumnNameChange',
      id: 'IntegrationColumnChangeID',
      query: bodyField('IntegrationConfigurationID'),
    },
  },
  DeleteColumnNameChange: {
    kind: 'delete',
    valid: async () => query({ id: (await newColumnChange()).IntegrationColumnChangeID }),
  },
  GetCustomColumn: read(async () =>
    query({ IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID }),
  ),
  SubmitCustomColumn: {
    kind: 'create',
    valid: async () => body(await customColumnBody()),
    unique: 'custom column names per connection',
    readBack: { list: 'GetCustomColumn', id: 'CustomColumnName', query: bodyField('IntegrationConfigurationID') },
  },
  UpdateCustomColumn: {
    kind: 'update',
    valid: async () => body(await newCustomColumn()),
    writer: (valid, i) => ({ ...valid, body: { ...(valid.body as object), CustomColumnName: `Renamed${i}` } }),
    readBack: {
      list: 'GetCustomColumn',
      id: 'IntegrationCustomColumnID',
      query: bodyField('IntegrationConfigurationID'),
    },
  },
  DeleteCustomColumn: {
    kind: 'delete',
    valid: async () => query({ id: (await newCustomColumn()).IntegrationCustomColumnID }),
  },
  GetIntegrationColumns: read(async () => query({ SystemListID: (await newSystem()).SystemListID })),
};

async function integrationDefaultBody() {
  const system = await newSystem();
  const field = await newDefaultField(system);
  const connection = await newConnection(system);
  return {
    IntegrationConfigurationID: connection.IntegrationConfigurationID,
    SystemListDefaultSettingID: field.SystemListDefaultSettingFieldID,
    Name: field.FieldName,
    Value: '5',
  };
}

async function created<T>(route: string, value: unknown): Promise<T> {
  const answer = await call(route as never, { cookie: await cookieOf('orgAdmin'), body: value });
  if (answer.status >= 300)
    throw new Error(`sweep setup: ${route} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}

const newIntegrationDefault = async () =>
  created<{ IntegrationDefaultSettingFieldID: string }>(
    'SubmitIntegrationDefaultSettingField',
    await integrationDefaultBody(),
  );

async function columnChangeBody() {
  const { connection, column } = await freeColumn();
  return {
    IntegrationConfigurationID: connection.IntegrationConfigurationID,
    DefaultColumnName: column,
    CustomColumnName: 'Sweep name',
  };
}
const newColumnChange = async () =>
  created<{ IntegrationColumnChangeID: string }>('SubmitColumnNameChange', await columnChangeBody());

const customColumnBody = async () => ({
  IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID,
  CustomColumnName: `Sweep${randomUUID().slice(0, 8)}`,
  CustomColumnType: 'String',
});
const newCustomColumn = async () =>
  created<{ IntegrationCustomColumnID: string }>('SubmitCustomColumn', await customColumnBody());

import type { ConnectionField, DefaultSettingField, SystemList, SystemListCategory } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { SEED_CONNECTION_ID } from './fixtures';

let platform: string;
let orgAdmin: string;
let staff: string;
let catalogue: { SystemLists: SystemList[]; SystemListCategories: SystemListCategory[] };

const systemNamed = (name: string) => catalogue.SystemLists.find((s) => s.Name === name)!;
const categoryNamed = (name: string) => catalogue.SystemListCategories.find((c) => c.Category === name)!;
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 6)}`;

beforeAll(async () => {
  platform = await signIn(USERS.platform);
  orgAdmin = await signIn(USERS.orgAdmin);
  staff = await signIn(USERS.staff);
  catalogue = (await call<typeof catalogue>('GetSystemLists', { cookie: staff })).body;
});

describe('the seeded catalogue', () => {
  it('holds the categories and the systems the spec names, readable by every signed-in user', () => {
    expect(catalogue.SystemListCategories.map((c) => c.Category)).toEqual(
      expect.arrayContaining([
        'CRM',
        'Ticketing',
        'Voice Assistant',
        'Generative AI',
        'Database',
        'Messaging',
        'Cloud Services',
        'Productivity',
        'Business Intelligence',
        'Internal Content',
        'Custom',
      ]),
    );
    for (const name of [
      'Salesforce custom',
      'ServiceNow',
      'Open AI',
      'Anthropic',
      'Amazon Bedrock',
      'Amazon Alexa for Hospitality',
      'REST API Service',
    ]) {
      expect(systemNamed(name), name).toBeDefined();
    }
    expect(systemNamed('ServiceNow').SystemListCategoryID).toBe(categoryNamed('Ticketing').SystemListCategoryID);
  });

  it('gives systems their connection fields', async () => {
    const fields = await call<ConnectionField[]>('GetSystemListConnectionFields', {
      cookie: staff,
      query: { systemName: 'servicenow' },
    });
    expect(fields.body.length).toBeGreaterThan(0);
    expect(fields.body.every((f) => f.SystemList === 'ServiceNow')).toBe(true);
    expect(fields.body.map((f) => f.FieldName)).toContain('InstanceName');
  });
});

describe('categories and systems (PlatformAdmin)', () => {
  it('adds, renames and deletes a category; refuses duplicates and other roles', async () => {
    const name = unique('Robotics');
    const created = await call<SystemListCategory>('SubmitSystemListCategory', {
      cookie: platform,
      body: { Category: name },
    });
    expect(created).toMatchObject({ status: 201, body: { Category: name } });
    expect(
      (await call('SubmitSystemListCategory', { cookie: platform, body: { Category: name.toUpperCase() } })).status,
    ).toBe(409);
    expect(
      (await call('SubmitSystemListCategory', { cookie: orgAdmin, body: { Category: unique('Nope') } })).status,
    ).toBe(403);
    const renamed = `${name} 2`;
    expect(
      await call('UpdateSystemListCategory', { cookie: platform, body: { ...created.body, Category: renamed } }),
    ).toMatchObject({ body: 'Success' });
    expect(
      await call('DeleteSystemListCategory', { cookie: platform, query: { id: created.body.SystemListCategoryID } }),
    ).toMatchObject({ body: 'Success' });
    const after = (await call<typeof catalogue>('GetSystemLists', { cookie: staff })).body;
    expect(after.SystemListCategories.some((c) => c.SystemListCategoryID === created.body.SystemListCategoryID)).toBe(
      false,
    );
  });

  it('refuses to delete a category that still holds systems, naming them', async () => {
    const answer = await call<string>('DeleteSystemListCategory', {
      cookie: platform,
      query: { id: categoryNamed('Ticketing').SystemListCategoryID },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toContain('ServiceNow');
  });

  it('adds a system with unique name to a known category', async () => {
    const name = unique('Zendesk');
    const created = await call<SystemList>('SubmitSystemList', {
      cookie: platform,
      body: { Name: name, SystemListCategoryID: categoryNamed('Ticketing').SystemListCategoryID },
    });
    expect(created.status).toBe(201);
    expect(
      await call('SubmitSystemList', {
        cookie: platform,
        body: { Name: 'servicenow', SystemListCategoryID: categoryNamed('CRM').SystemListCategoryID },
      }),
    ).toMatchObject({
      status: 409,
      body: 'Name: a system named ServiceNow already exists.',
    });
    expect(
      await call('SubmitSystemList', {
        cookie: platform,
        body: { Name: unique('X'), SystemListCategoryID: randomUUID() },
      }),
    ).toMatchObject({
      status: 400,
      body: 'SystemListCategoryID: is not a category of the catalogue',
    });
    // its fields go with it
    await call('SubmitSystemListConnectionFields', {
      cookie: platform,
      body: {
        FieldName: 'Subdomain',
        FieldLabel: 'Subdomain',
        FieldType: 'String',
        FieldShortDescription: 'x',
        SystemListID: created.body.SystemListID,
      },
    });
    expect(
      await call('DeleteSystemList', { cookie: platform, query: { id: created.body.SystemListID } }),
    ).toMatchObject({ body: 'Success' });
    const fields = await call<ConnectionField[]>('GetSystemListConnectionFields', {
      cookie: staff,
      query: { SystemListID: created.body.SystemListID },
    });
    expect(fields.body).toEqual([]);
  });

  it('tells a PlatformAdmin how many connections use each system (a count only), so a refused Delete shows up front', async () => {
    const created = await call<SystemList>('SubmitSystemList', {
      cookie: platform,
      body: { Name: unique('Unused system'), SystemListCategoryID: categoryNamed('Custom').SystemListCategoryID },
    });
    const forPlatform = (await call<typeof catalogue>('GetSystemLists', { cookie: platform })).body.SystemLists;
    const count = (name: string) => forPlatform.find((s) => s.Name === name)?.ConnectionCount;
    expect(count('Internal data')).toBeGreaterThanOrEqual(1);
    expect(count(created.body.Name)).toBe(0);
    for (const system of forPlatform)
      expect(Object.keys(system).sort()).toEqual([
        'ConnectionCount',
        'Name',
        'SystemListCategoryID',
        'SystemListID',
        'Version',
      ]);
    // Nobody else needs it: other roles see the catalogue without counts.
    for (const cookie of [orgAdmin, staff]) {
      const systems = (await call<typeof catalogue>('GetSystemLists', { cookie })).body.SystemLists;
      expect(systems.some((s) => 'ConnectionCount' in s)).toBe(false);
    }
    await call('DeleteSystemList', { cookie: platform, query: { id: created.body.SystemListID } });
  });

  it('refuses to delete a system a connection uses, saying which', async () => {
    const answer = await call<string>('DeleteSystemList', {
      cookie: platform,
      query: { id: systemNamed('Internal data').SystemListID },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toBe(
      'Internal data is used by 1 connection(s) (Demo Organization: intranet) and cannot be deleted.',
    );
  });
});

describe('default setting fields and connection fields', () => {
  const route = {
    defaults: {
      list: 'GetSystemListDefaultSettingFields',
      submit: 'SubmitSystemListDefaultSetting',
      update: 'UpdateSystemListDefaultSetting',
      del: 'DeleteSystemListDefaultSettingField',
      id: 'SystemListDefaultSettingFieldID',
    },
    connection: {
      list: 'GetSystemListConnectionFields',
      submit: 'SubmitSystemListConnectionFields',
      update: 'UpdateSystemListConnectionFields',
      del: 'DeleteSystemListConnectionFields',
      id: 'SystemListConnectionFieldID',
    },
  } as const;

  it.each(Object.entries(route))('%s: add, filter, edit, delete', async (_, r) => {
    const system = systemNamed('Tableau');
    const field = {
      FieldName: `Field${randomUUID().slice(0, 4)}`,
      FieldLabel: 'Site name',
      FieldType: 'String',
      FieldShortDescription: 'The Tableau site',
      SystemListID: system.SystemListID,
    };
    const created = await call<DefaultSettingField & Record<string, string>>(r.submit, {
      cookie: platform,
      body: field,
    });
    expect(created).toMatchObject({ status: 201, body: { ...field, SystemList: 'Tableau' } });
    const id = created.body[r.id]!;

    const filtered = await call<DefaultSettingField[]>(r.list, {
      cookie: orgAdmin,
      query: { categoryId: system.SystemListCategoryID, systemName: 'Tableau' },
    });
    expect(filtered.body.some((f) => f.FieldName === field.FieldName)).toBe(true);
    expect(filtered.body.every((f) => f.SystemList === 'Tableau')).toBe(true);

    expect(
      await call(r.submit, { cookie: platform, body: { ...field, FieldName: field.FieldName.toLowerCase() } }),
    ).toMatchObject({ status: 409 });
    expect(
      await call(r.submit, { cookie: platform, body: { ...field, FieldName: 'Other', FieldType: 'Date' } }),
    ).toMatchObject({
      status: 400,
      body: 'FieldType: must be one of String, Integer, Decimal, Boolean',
    });
    expect(await call(r.submit, { cookie: platform, body: { ...field, FieldName: '1bad name' } })).toMatchObject({
      status: 400,
    });
    expect(
      await call(r.submit, { cookie: platform, body: { ...field, FieldName: 'Other', SystemListID: randomUUID() } }),
    ).toMatchObject({
      status: 400,
      body: 'SystemListID: is not a system of the catalogue',
    });
    expect((await call(r.submit, { cookie: orgAdmin, body: { ...field, FieldName: 'Other' } })).status).toBe(403);

    expect(
      await call(r.update, {
        cookie: platform,
        body: { ...field, [r.id]: id, FieldType: 'Integer', FieldLabel: 'Port' },
      }),
    ).toMatchObject({ body: 'Success' });
    const updated = (
      await call<Record<string, string>[]>(r.list, { cookie: staff, query: { SystemListID: system.SystemListID } })
    ).body.find((f) => f[r.id] === id)!;
    expect(updated).toMatchObject({ FieldType: 'Integer', FieldLabel: 'Port' });

    expect(await call(r.del, { cookie: platform, query: { id } })).toMatchObject({ body: 'Success' });
    expect(await call(r.del, { cookie: platform, query: { id } })).toMatchObject({ status: 404 });
  });
});

describe('per-connection records (OrgAdmin)', () => {
  it('integration defaults: values must suit the field type; the connection must be the organization’s', async () => {
    const system = systemNamed('Internal data');
    const field = (
      await call<DefaultSettingField & { SystemListDefaultSettingFieldID: string }>('SubmitSystemListDefaultSetting', {
        cookie: platform,
        body: {
          FieldName: 'MaxResults',
          FieldLabel: 'Max results',
          FieldType: 'Integer',
          FieldShortDescription: 'How many results',
          SystemListID: system.SystemListID,
        },
      })
    ).body;
    const input = {
      IntegrationConfigurationID: SEED_CONNECTION_ID,
      SystemListDefaultSettingID: field.SystemListDefaultSettingFieldID,
      Name: 'x',
      Value: 'ten',
    };
    expect(await call('SubmitIntegrationDefaultSettingField', { cookie: orgAdmin, body: input })).toMatchObject({
      status: 400,
      body: 'Value: must be a whole number for Max results (Integer)',
    });
    const created = await call<{ IntegrationDefaultSettingFieldID: string; Name: string }>(
      'SubmitIntegrationDefaultSettingField',
      { cookie: orgAdmin, body: { ...input, Value: '10' } },
    );
    expect(created).toMatchObject({ status: 201, body: { Name: 'MaxResults', Value: '10' } });

    const { IntegrationConfigurationID: _, ...withoutConnection } = input;
    const before = (await call<unknown[]>('GetIntegrationDefaultSettingField', { cookie: orgAdmin })).body;
    expect(
      await call('SubmitIntegrationDefaultSettingField', {
        cookie: orgAdmin,
        body: { ...withoutConnection, Value: '5' },
      }),
    ).toMatchObject({
      status: 400,
      body: 'IntegrationConfigurationID: is required: no connection exists for the chosen system',
    });
    expect((await call<unknown[]>('GetIntegrationDefaultSettingField', { cookie: orgAdmin })).body).toEqual(before);

    const other = await signIn(USERS.otherAdmin);
    expect(
      (await call('SubmitIntegrationDefaultSettingField', { cookie: other, body: { ...input, Value: '1' } })).status,
    ).toBe(404);
    expect(
      (
        await call('GetIntegrationDefaultSettingField', {
          cookie: other,
          query: { IntegrationConfigurationID: SEED_CONNECTION_ID },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('UpdateIntegrationDefaultSettingField', {
          cookie: other,
          body: {
            ...input,
            Value: '1',
            IntegrationDefaultSettingFieldID: created.body.IntegrationDefaultSettingFieldID,
          },
        })
      ).status,
    ).toBe(404);
    expect((await call('GetIntegrationDefaultSettingField', { cookie: staff })).status).toBe(403);

    expect(
      await call('UpdateIntegrationDefaultSettingField', {
        cookie: orgAdmin,
        body: {
          ...input,
          Value: '25',
          IntegrationDefaultSettingFieldID: created.body.IntegrationDefaultSettingFieldID,
        },
      }),
    ).toMatchObject({ body: 'Success' });
    expect(
      await call('DeleteIntegrationDefaultSettingField', {
        cookie: orgAdmin,
        query: { id: created.body.IntegrationDefaultSettingFieldID },
      }),
    ).toMatchObject({ body: 'Success' });
  });

  it('integration defaults keep their own limits: a Query return limit must be between 1 and 100', async () => {
    const fields = await call<(DefaultSettingField & { SystemListDefaultSettingFieldID: string })[]>(
      'GetSystemListDefaultSettingFields',
      { cookie: orgAdmin, query: { SystemListID: systemNamed('Internal data').SystemListID } },
    );
    const limit = fields.body.find((f) => f.FieldName === 'QueryReturnLimit')!;
    const input = {
      IntegrationConfigurationID: SEED_CONNECTION_ID,
      SystemListDefaultSettingID: limit.SystemListDefaultSettingFieldID,
      Name: 'QueryReturnLimit',
    };
    const stored = () =>
      call<{ Name: string; Value: string }[]>('GetIntegrationDefaultSettingField', {
        cookie: orgAdmin,
        query: { IntegrationConfigurationID: SEED_CONNECTION_ID },
      });
    const before = (await stored()).body;
    for (const Value of ['-3', '0', '101']) {
      expect(
        await call('SubmitIntegrationDefaultSettingField', { cookie: orgAdmin, body: { ...input, Value } }),
      ).toMatchObject({ status: 400, body: 'Value: must be between 1 and 100 for Query return limit' });
    }
    expect((await stored()).body).toEqual(before);

    const created = await call<{ IntegrationDefaultSettingFieldID: string }>('SubmitIntegrationDefaultSettingField', {
      cookie: orgAdmin,
      body: { ...input, Value: '100' },
    });
    expect(created.status).toBe(201);
    const id = created.body.IntegrationDefaultSettingFieldID;
    expect(
      await call('UpdateIntegrationDefaultSettingField', {
        cookie: orgAdmin,
        body: { ...input, Value: '-3', IntegrationDefaultSettingFieldID: id },
      }),
    ).toMatchObject({ status: 400, body: 'Value: must be between 1 and 100 for Query return limit' });
    expect((await stored()).body.find((v) => v.Name === 'QueryReturnLimit')?.Value).toBe('100');
    await call('DeleteIntegrationDefaultSettingField', { cookie: orgAdmin, query: { id } });
  });

  it('column name changes rename a real column of the system, once per connection', async () => {
    const columns = (
      await call<{ ColumnName: string }[]>('GetIntegrationColumns', {
        cookie: orgAdmin,
        query: { SystemListID: systemNamed('Internal data').SystemListID },
      })
    ).body;
    expect(columns.length).toBeGreaterThan(0);
    const column = columns[0]!.ColumnName;
    const input = {
      IntegrationConfigurationID: SEED_CONNECTION_ID,
      DefaultColumnName: column,
      CustomColumnName: 'Headline',
    };
    const created = await call<{ IntegrationColumnChangeID: string }>('SubmitColumnNameChange', {
      cookie: orgAdmin,
      body: input,
    });
    expect(created).toMatchObject({ status: 201, body: input });
    expect((await call('SubmitColumnNameChange', { cookie: orgAdmin, body: input })).status).toBe(409);
    const unknown = await call<string>('SubmitColumnNameChange', {
      cookie: orgAdmin,
      body: { ...input, DefaultColumnName: 'NoSuchColumn' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatch(/^DefaultColumnName: is not a column of Internal data \(its columns: /);
    expect(
      await call('DeleteColumnNameChange', { cookie: orgAdmin, query: { id: created.body.IntegrationColumnChangeID } }),
    ).toMatchObject({ body: 'Success' });
  });

  it('custom columns need a name and a known type', async () => {
    const input = {
      IntegrationConfigurationID: SEED_CONNECTION_ID,
      CustomColumnName: 'Region',
      CustomColumnType: 'String',
    };
    const created = await call<{ IntegrationCustomColumnID: string }>('SubmitCustomColumn', {
      cookie: orgAdmin,
      body: input,
    });
    expect(created.status).toBe(201);
    expect(
      await call('SubmitCustomColumn', {
        cookie: orgAdmin,
        body: { ...input, CustomColumnName: 'Score', CustomColumnType: 'Float' },
      }),
    ).toMatchObject({
      status: 400,
      body: 'CustomColumnType: must be one of String, Integer, Decimal, Boolean',
    });
    const listed = (
      await call<{ CustomColumnName: string }[]>('GetCustomColumn', {
        cookie: orgAdmin,
        query: { IntegrationConfigurationID: SEED_CONNECTION_ID },
      })
    ).body;
    expect(listed.map((c) => c.CustomColumnName)).toContain('Region');
    expect(
      await call('UpdateCustomColumn', {
        cookie: orgAdmin,
        body: {
          ...input,
          CustomColumnType: 'Integer',
          IntegrationCustomColumnID: created.body.IntegrationCustomColumnID,
        },
      }),
    ).toMatchObject({ body: 'Success' });
    expect(
      await call('DeleteCustomColumn', { cookie: orgAdmin, query: { id: created.body.IntegrationCustomColumnID } }),
    ).toMatchObject({ body: 'Success' });
  });
});

describe('GetIntegrationConfiguration', () => {
  it("lists the organization's connections with their system, for OrgAdmins only", async () => {
    const answer = await call<{ IntegrationConfigurationID: string; SystemName: string; Category: string }[]>(
      'GetIntegrationConfiguration',
      { cookie: orgAdmin },
    );
    expect(answer.body.find((c) => c.IntegrationConfigurationID === SEED_CONNECTION_ID)).toMatchObject({
      SystemName: 'Internal data',
      Category: 'Internal Content',
    });
    const other = await call<{ IntegrationConfigurationID: string; OrganizationID: string }[]>(
      'GetIntegrationConfiguration',
      { cookie: await signIn(USERS.otherAdmin) },
    );
    expect(other.body.some((c) => c.IntegrationConfigurationID === SEED_CONNECTION_ID)).toBe(false);
    expect(other.body.every((c) => c.OrganizationID === '2a9b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c50')).toBe(true);
  });
});

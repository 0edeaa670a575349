import { SECRET_MASK, type Setting, type SettingCategory, type SystemSettingList } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, secrets, signIn, USERS } from './client';
import { DEMO_ORG } from './fixtures';

let orgAdmin: string;
let otherAdmin: string;
let platform: string;
let staff: string;
let categories: SettingCategory[];

const categoryId = (name: string) => categories.find((c) => c.Name === name)!.SettingCategoryID;
const settings = async (cookie = orgAdmin) => (await call<Setting[]>('SystemSettings', { cookie })).body;
const settingOf = async (definitionId: string, cookie = orgAdmin) =>
  (await settings(cookie)).find((s) => s.SystemSettingListID === definitionId);

/** A definition of the tests' own (fresh, so no other test keeps a value of it). */
async function definition(overrides: Record<string, unknown> = {}): Promise<SystemSettingList> {
  const body = {
    Name: `Test setting ${randomUUID().slice(0, 8)}`,
    SettingCategoryID: categoryId('General'),
    ...overrides,
  };
  const answer = await call<SystemSettingList>('SubmitSystemSettingList', { cookie: platform, body });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function valueOf(def: SystemSettingList, Value: string, cookie = orgAdmin): Promise<Setting> {
  const created = await call('SetupNewSettings', {
    cookie,
    body: { SystemSettingListID: def.SystemSettingListID, Value },
  });
  expect(created).toMatchObject({ status: 201, body: 'Success' });
  return (await settingOf(def.SystemSettingListID, cookie))!;
}

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  otherAdmin = await signIn(USERS.otherAdmin);
  platform = await signIn(USERS.platform);
  staff = await signIn(USERS.staff);
  categories = (await call<SettingCategory[]>('SettingCategories', { cookie: orgAdmin })).body;
});

describe('the seeded settings', () => {
  it('offers the categories and definitions a voice assistant platform needs, an encrypted one among them', async () => {
    expect(categories.map((c) => c.Name)).toEqual(
      expect.arrayContaining(['General', 'Voice assistant', 'Escalation', 'Data retention', 'Integrations']),
    );
    const definitions = (await call<SystemSettingList[]>('GetSystemSettingLists', { cookie: orgAdmin })).body;
    const byName = (name: string) => definitions.find((d) => d.Name === name);
    expect(byName('Default time zone')).toMatchObject({ ValueType: 'TimeZone', Encrypt: false });
    expect(byName('Escalation email')).toMatchObject({
      ValueType: 'Email',
      SettingCategoryID: categoryId('Escalation'),
    });
    expect(byName('Data retention days')).toMatchObject({ ValueType: 'Number' });
    expect(byName('Webhook signing secret')).toMatchObject({
      Encrypt: true,
      SettingCategoryID: categoryId('Integrations'),
    });
    expect(definitions.every((d) => d.UsageCount === undefined)).toBe(true);
  });

  it('gives the demo organization sample values, by category and name', async () => {
    const demo = await settings();
    expect(demo.find((s) => s.Name === 'Default time zone')).toMatchObject({
      Value: 'Europe/Berlin',
      SettingCategories: 'General',
      OrganizationID: DEMO_ORG,
      Encrypt: false,
    });
    expect((await settings(otherAdmin)).some((s) => s.Name === 'Default time zone')).toBe(false);
  });
});

describe('who may call what', () => {
  it('answers Redirect signed out and 403 to Staff on every call', async () => {
    const calls = [
      ['SystemSettings', {}],
      ['SettingCategories', {}],
      ['GetSystemSettingLists', {}],
      ['DeleteSystemSetting', { query: { id: randomUUID() } }],
      ['UpdateSetting', { body: { SettingID: randomUUID(), Value: 'x', Version: 1 } }],
      ['SetupNewSettings', { body: { SystemSettingListID: randomUUID(), Value: 'x' } }],
      ['SubmitSystemSettingList', { body: { Name: 'Nope', SettingCategoryID: randomUUID() } }],
    ] as const;
    for (const [name, input] of calls) {
      expect(await call(name, input), `${name} signed out`).toMatchObject({ status: 401, body: 'Redirect' });
      expect((await call(name, { ...input, cookie: staff })).status, `${name} as Staff`).toBe(403);
    }
  });

  it('lets a PlatformAdmin keep the definitions (with their usage) but not an organization value', async () => {
    const definitions = (await call<SystemSettingList[]>('GetSystemSettingLists', { cookie: platform })).body;
    expect(definitions.find((d) => d.Name === 'Default time zone')!.UsageCount).toBeGreaterThanOrEqual(1);
    expect((await call('SystemSettings', { cookie: platform })).status).toBe(403);
    const body = { Name: 'Org admins may not', SettingCategoryID: categoryId('General') };
    expect((await call('SubmitSystemSettingList', { cookie: orgAdmin, body })).status).toBe(403);
  });
});

describe('setting values', () => {
  it('creates one value per definition, checks it by its type, and names a duplicate', async () => {
    const days = await definition({ ValueType: 'Number' });
    const body = { SystemSettingListID: days.SystemSettingListID, Value: 'ninety' };
    expect(await call('SetupNewSettings', { cookie: orgAdmin, body })).toMatchObject({
      status: 400,
      body: 'Value: must be a number',
    });
    expect(await settingOf(days.SystemSettingListID)).toBeUndefined();
    const setting = await valueOf(days, '30');
    expect(setting).toMatchObject({ Name: days.Name, Value: '30', SettingCategories: 'General', Version: 1 });
    expect(await call('SetupNewSettings', { cookie: orgAdmin, body: { ...body, Value: '31' } })).toMatchObject({
      status: 409,
      body: `Error occurred: ${days.Name} already has a value in your organization. Unable to create Setting.`,
    });
    expect(
      await call('SetupNewSettings', { cookie: orgAdmin, body: { SystemSettingListID: randomUUID(), Value: '1' } }),
    ).toMatchObject({ status: 400, body: 'SystemSettingListID: is not a setting definition of the platform' });
  });

  it('updates from the Version read (409 on a stale one) and deletes', async () => {
    const setting = await valueOf(await definition(), 'first');
    const update = { SettingID: setting.SettingID, Value: 'second', Version: setting.Version };
    expect(await call('UpdateSetting', { cookie: orgAdmin, body: update })).toMatchObject({
      status: 200,
      body: 'Success',
    });
    expect(await call('UpdateSetting', { cookie: orgAdmin, body: { ...update, Value: 'stale' } })).toMatchObject({
      status: 409,
    });
    expect(await settingOf(setting.SystemSettingListID)).toMatchObject({ Value: 'second', Version: 2 });
    expect(await call('UpdateSetting', { cookie: orgAdmin, body: { ...update, Version: undefined } })).toMatchObject({
      status: 400,
      body: 'Version: is required',
    });
    const removed = await call('DeleteSystemSetting', { cookie: orgAdmin, query: { id: setting.SettingID } });
    expect(removed).toMatchObject({ status: 200, body: 'Success' });
    expect(await settingOf(setting.SystemSettingListID)).toBeUndefined();
  });

  it("answers 404 for another organization's setting, and changes nothing of it", async () => {
    const setting = await valueOf(await definition(), 'ours');
    const update = { SettingID: setting.SettingID, Value: 'theirs', Version: setting.Version };
    expect((await call('UpdateSetting', { cookie: otherAdmin, body: update })).status).toBe(404);
    expect((await call('DeleteSystemSetting', { cookie: otherAdmin, query: { id: setting.SettingID } })).status).toBe(
      404,
    );
    expect(await settingOf(setting.SystemSettingListID)).toMatchObject({ Value: 'ours', Version: 1 });
  });
});

describe('encrypted values', () => {
  it('are answered masked, kept when the mask comes back, replaced when typed, emptied and deleted', async () => {
    const secretDefinition = await definition({ Encrypt: true });
    const value = `whsec-${randomUUID()}`;
    secrets.add(value); // every answer and the runtime's log lines are scanned for it
    const setting = await valueOf(secretDefinition, value);
    expect(setting).toMatchObject({ Encrypt: true, Value: SECRET_MASK, Version: 1 });

    const kept = { SettingID: setting.SettingID, Value: SECRET_MASK, Version: 1 };
    expect(await call('UpdateSetting', { cookie: orgAdmin, body: kept })).toMatchObject({ status: 200 });
    expect(await settingOf(secretDefinition.SystemSettingListID)).toMatchObject({ Value: SECRET_MASK, Version: 2 });

    const replacement = `whsec-${randomUUID()}`;
    secrets.add(replacement);
    const typed = { ...kept, Value: replacement, Version: 2 };
    expect(await call('UpdateSetting', { cookie: orgAdmin, body: typed })).toMatchObject({ status: 200 });
    expect(await settingOf(secretDefinition.SystemSettingListID)).toMatchObject({ Value: SECRET_MASK, Version: 3 });

    const emptied = { ...kept, Value: '', Version: 3 };
    expect(await call('UpdateSetting', { cookie: orgAdmin, body: emptied })).toMatchObject({ status: 200 });
    expect(await settingOf(secretDefinition.SystemSettingListID)).toMatchObject({ Value: '', Version: 4 });

    expect((await call('DeleteSystemSetting', { cookie: orgAdmin, query: { id: setting.SettingID } })).status).toBe(
      200,
    );
    expect(await settingOf(secretDefinition.SystemSettingListID)).toBeUndefined();
  });

  it('refuse the mask as a new value', async () => {
    const secretDefinition = await definition({ Encrypt: true });
    const body = { SystemSettingListID: secretDefinition.SystemSettingListID, Value: SECRET_MASK };
    expect(await call('SetupNewSettings', { cookie: orgAdmin, body })).toMatchObject({
      status: 400,
      body: 'Value: type the value of a new setting',
    });
  });
});

describe('setting definitions', () => {
  it('keeps names unique (case and width folded) and fixes Encrypt while values use it', async () => {
    const def = await definition();
    const clash = { Name: def.Name.toUpperCase(), SettingCategoryID: categoryId('Escalation') };
    expect(await call('SubmitSystemSettingList', { cookie: platform, body: clash })).toMatchObject({
      status: 409,
      body: `Name: a setting named ${def.Name} already exists.`,
    });
    await valueOf(def, 'in use');
    const change = { ...def, Encrypt: true };
    expect(await call('UpdateSystemSettingList', { cookie: platform, body: change })).toMatchObject({
      status: 400,
      body: `Encrypt: cannot change while 1 organization(s) keep a value of ${def.Name}`,
    });
    expect(
      (await call('DeleteSystemSettingList', { cookie: platform, query: { id: def.SystemSettingListID } })).status,
    ).toBe(409);
    const renamed = { ...def, Name: `${def.Name} renamed` };
    expect(await call('UpdateSystemSettingList', { cookie: platform, body: renamed })).toMatchObject({ status: 200 });
    expect(await settingOf(def.SystemSettingListID)).toMatchObject({ Name: renamed.Name });
    // The old name is free again.
    const again = await call('SubmitSystemSettingList', { cookie: platform, body: { ...clash, Name: def.Name } });
    expect(again.status).toBe(201);
  });

  it('deletes a definition nobody uses', async () => {
    const def = await definition();
    const removed = await call('DeleteSystemSettingList', { cookie: platform, query: { id: def.SystemSettingListID } });
    expect(removed).toMatchObject({ status: 200, body: 'Success' });
    const definitions = (await call<SystemSettingList[]>('GetSystemSettingLists', { cookie: platform })).body;
    expect(definitions.some((d) => d.SystemSettingListID === def.SystemSettingListID)).toBe(false);
  });
});

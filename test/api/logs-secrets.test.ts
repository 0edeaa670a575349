import { SECRET_MASK, type SystemList, type SystemSettingList, type UsageLog } from '@switchboard/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, secrets, signIn, USERS } from './client';
import { TEST_PASSWORD } from './global-setup';
import { foundingOwner } from './organization-people';

type Wrapper = { ResponseBody: string; NextCursor?: string };

/** Every log of the organization, all pages. */
async function everyLog(cookie: string): Promise<UsageLog[]> {
  const logs: UsageLog[] = [];
  let cursor: string | undefined;
  do {
    const answer = await call<Wrapper>('UserLogs', { cookie, query: cursor ? { Cursor: cursor } : {} });
    expect(answer.status).toBe(200);
    logs.push(...(JSON.parse(answer.body.ResponseBody) as UsageLog[]));
    cursor = answer.body.NextCursor;
  } while (cursor);
  return logs;
}

let platform: string;
beforeAll(async () => {
  platform = await signIn(USERS.platform);
});

describe('usage logs never carry a secret', () => {
  it('names the secret fields of connections, encrypted settings, PINs and passwords, never their values', async () => {
    const owner = await foundingOwner(platform);
    const typed = {
      key: `AKIA${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      keySecret: `aws-secret-${randomUUID()}`,
      newKeySecret: `aws-secret-${randomUUID()}`,
      settingValue: `whsec-${randomUUID()}`,
      newSettingValue: `whsec-${randomUUID()}`,
      pin: '482913',
      newPin: '739164',
      password: `New-Password-${randomUUID().slice(0, 6)}!`,
    };
    for (const value of Object.values(typed)) secrets.add(value); // every answer is scanned for them too

    // A connection with credentials, then new credentials.
    const systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: owner.cookie })).body
      .SystemLists;
    const s3 = systems.find((system) => system.Name === 'Amazon S3')!;
    const connection = await call<Record<string, unknown>>('SetupSystem', {
      cookie: owner.cookie,
      body: {
        SystemListID: s3.SystemListID,
        SystemListCategoryID: s3.SystemListCategoryID,
        ServiceInstanceName: 'media',
        URL: 'https://media.example.com',
        AuthorizationType: 'AWS Signature',
        Key: typed.key,
        KeySecret: typed.keySecret,
      },
    });
    expect(connection.status).toBe(201);
    const changed = await call('UpdateSystem', {
      cookie: owner.cookie,
      body: { ...connection.body, Key: SECRET_MASK, KeySecret: typed.newKeySecret, ServiceInstanceName: 'media-2' },
    });
    expect(changed.status).toBe(200);

    // An encrypted setting, set and changed.
    const definition = await call<SystemSettingList>('SubmitSystemSettingList', {
      cookie: platform,
      body: {
        Name: `Signing secret ${randomUUID().slice(0, 8)}`,
        SettingCategoryID: await generalCategory(),
        Encrypt: true,
      },
    });
    expect(definition.status).toBe(201);
    const definitionId = definition.body.SystemSettingListID;
    const setup = { SystemSettingListID: definitionId, Value: typed.settingValue };
    expect((await call('SetupNewSettings', { cookie: owner.cookie, body: setup })).status).toBe(201);
    const stored = (
      await call<{ SettingID: string; SystemSettingListID: string; Version: number }[]>('SystemSettings', {
        cookie: owner.cookie,
      })
    ).body.find((setting) => setting.SystemSettingListID === definitionId)!;
    const update = { SettingID: stored.SettingID, Value: typed.newSettingValue, Version: stored.Version };
    expect((await call('UpdateSetting', { cookie: owner.cookie, body: update })).status).toBe(200);

    // An employee's voice PIN, set and changed.
    const employee = await call<Record<string, unknown>>('AddEmployees', {
      cookie: owner.cookie,
      body: {
        FirstName: 'Pia',
        LastName: 'Pin',
        Email: `pia.${randomUUID().slice(0, 8)}@example.net`,
        Phone: '',
        MobilePhone: '',
        UserLoginId: 'pia',
        UserLoginPin: typed.pin,
        DepartmentID: '',
        OfficeLocationID: '',
        EmployeeManagerID: '',
      },
    });
    expect(employee.status).toBe(201);
    const pinChange = { ...employee.body, UserLoginPin: typed.newPin };
    expect((await call('UpdateEmployees', { cookie: owner.cookie, body: pinChange })).status).toBe(200);

    // The owner's password.
    const passwordChange = await call('ChangeProfilePassword', {
      cookie: owner.cookie,
      body: { OldPassword: TEST_PASSWORD, NewPassword: typed.password, ConfirmPassword: typed.password },
    });
    expect(passwordChange.status).toBe(200);
    const cookie = passwordChange.headers.getSetCookie()[0]!.split(';')[0]!;

    const logs = await everyLog(cookie);
    const texts = JSON.stringify(logs);
    for (const [name, value] of Object.entries(typed)) expect(texts, name).not.toContain(value);
    const about = (type: string, id: unknown) => logs.filter((log) => log.RecordType === type && log.RecordID === id);
    const connectionLogs = about('IntegrationConfiguration', connection.body.IntegrationConfigurationID);
    expect(connectionLogs.map((log) => log.LogType)).toEqual(['Update', 'Create']);
    expect(connectionLogs[0]!.LogText).toContain("Updated connection 'media-2': Instance name 'media' → 'media-2'");
    const employeeLogs = about('Employee', employee.body.EmployeeID);
    expect(employeeLogs[0]!.LogText).toContain('Voice sign-in PIN changed (secret)');
    expect(employeeLogs[1]!.LogText).toContain('Voice sign-in PIN set (secret)');
    expect(logs.find((log) => log.LogType === 'PasswordChange')).toMatchObject({
      Email: owner.email,
      LogText: 'Changed their password',
    });
  });
});

async function generalCategory(): Promise<string> {
  const categories = (
    await call<{ SettingCategoryID: string; Name: string }[]>('SettingCategories', {
      cookie: platform,
    })
  ).body;
  return categories.find((category) => category.Name === 'General')!.SettingCategoryID;
}

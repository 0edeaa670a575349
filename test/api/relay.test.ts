import type { Connection, SystemList } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import { SEED_CONNECTION_ID } from './fixtures';

let orgAdmin: string;
let systems: SystemList[];

const relay = (route: 'RequestData' | 'SubmitData', body: Record<string, unknown>, cookie = orgAdmin) =>
  call<{ ResponseStatus: string; ResponseMessage: string; ResponseBody: string }>(route, { cookie, body });

async function newConnection(name: string, instance: string): Promise<Connection> {
  const system = systems.find((s) => s.Name === name)!;
  return (
    await call<Connection>('SetupSystemNoAuth', {
      cookie: orgAdmin,
      body: {
        SystemListID: system.SystemListID,
        SystemListCategoryID: system.SystemListCategoryID,
        ServiceInstanceName: instance,
        URL: `https://${instance}.example.com`,
      },
    })
  ).body;
}

beforeAll(async () => {
  orgAdmin = await signIn(USERS.orgAdmin);
  systems = (await call<{ SystemLists: SystemList[] }>('GetSystemLists', { cookie: orgAdmin })).body.SystemLists;
});

describe('the generic relay', () => {
  it('counts the data sets of a connection', async () => {
    const answer = await relay('RequestData', {
      RequestType: '/api/GetIntegrationConfigDataSourceCount',
      QueryString: `id=${SEED_CONNECTION_ID}`,
      Method: 'GET',
    });
    expect(answer).toMatchObject({ status: 200, body: { ResponseStatus: 'Success', ResponseBody: '1' } });
  });

  it('refuses to delete a connection that has data sets, and deletes one that has none', async () => {
    const refused = await relay('SubmitData', {
      RequestType: '/api/IntegrationConfigurations',
      QueryString: { id: SEED_CONNECTION_ID },
      Method: 'DELETE',
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        ResponseStatus: 'Conflict',
        ResponseMessage: 'intranet has 1  Data set(s) and hence, it cannot be deleted.',
      },
    });
    const spare = await newConnection('SignalWire', 'spare');
    const deleted = await relay('SubmitData', {
      RequestType: '/api/IntegrationConfigurations',
      QueryString: `id=${spare.IntegrationConfigurationID}`,
      Method: 'DELETE',
    });
    expect(deleted.body.ResponseStatus).toBe('Success');
    const left = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    expect(left.some((c) => c.IntegrationConfigurationID === spare.IntegrationConfigurationID)).toBe(false);
    expect(left.some((c) => c.IntegrationConfigurationID === SEED_CONNECTION_ID)).toBe(true);
  });

  it('sets one connection of a category as its default', async () => {
    // Two systems of one category (Messaging); whichever came first, exactly one of the category is the default.
    const first = await newConnection('Amazon SNS', 'alerts');
    const second = await newConnection('MailKit', 'mail');
    expect([first.IsDefault, second.IsDefault]).not.toEqual([true, true]);
    const answer = await relay('SubmitData', {
      RequestType: '/api/SetAsDefaultConnection',
      RequestBody: { IntegrationConfigurationID: second.IntegrationConfigurationID },
      Method: 'POST',
    });
    expect(answer.body).toMatchObject({ ResponseStatus: 'Success', ResponseBody: '"success"' });
    const listed = (await call<Connection[]>('GetIntegrationConfiguration', { cookie: orgAdmin })).body;
    const defaults = listed.filter((c) => c.SystemListCategoryID === second.SystemListCategoryID && c.IsDefault);
    expect(defaults.map((c) => c.IntegrationConfigurationID)).toEqual([second.IntegrationConfigurationID]);
  });

  it('keeps each operation’s role rule, validation and tenancy', async () => {
    const staff = await signIn(USERS.staff);
    expect(
      await relay(
        'RequestData',
        {
          RequestType: '/api/GetIntegrationConfigDataSourceCount',
          QueryString: `id=${SEED_CONNECTION_ID}`,
          Method: 'GET',
        },
        staff,
      ),
    ).toMatchObject({
      status: 403,
      body: { ResponseStatus: 'Forbidden' },
    });
    const other = await signIn(USERS.otherAdmin);
    expect(
      await relay(
        'SubmitData',
        { RequestType: '/api/IntegrationConfigurations', QueryString: `id=${SEED_CONNECTION_ID}`, Method: 'DELETE' },
        other,
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await relay('RequestData', {
        RequestType: '/api/GetIntegrationConfigDataSourceCount',
        QueryString: 'id=42',
        Method: 'GET',
      }),
    ).toMatchObject({
      status: 400,
      body: { ResponseMessage: 'QueryString: id: must be the id (GUID) of a connection' },
    });
  });

  it('answers a clear non-Success status for an unknown operation or the wrong call', async () => {
    expect(await relay('RequestData', { RequestType: '/api/NoSuchThing', Method: 'GET' })).toMatchObject({
      status: 404,
      body: { ResponseStatus: 'NotFound', ResponseMessage: 'Unknown operation GET /api/NoSuchThing.' },
    });
    expect(
      await relay('RequestData', { RequestType: '/api/SetAsDefaultConnection', Method: 'POST', RequestBody: {} }),
    ).toMatchObject({ status: 400 });
    expect(await relay('RequestData', { RequestType: 'http://evil/', Method: 'GET' })).toMatchObject({ status: 400 });
  });
});

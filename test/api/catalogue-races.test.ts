import { messages, type SystemListCategory } from '@switchboard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, USERS } from './client';
import {
  fieldBody,
  freeColumn,
  newCategory,
  newConnection,
  newConnectionField,
  newDefaultField,
  newSystem,
  unique,
} from './sweeps/context';

/**
 * Issue 15 item 3: the catalogue's and the connection records' rules under concurrency. Every update carries the
 * record's Version (answered in its list): of many writers with one Version exactly one wins, the rest answer 409
 * with the shared conflict message. Every unique name is held by a claim item: of many identical creates exactly
 * one is stored, the rest answer 409 naming the name.
 */
const WRITERS = 50;
const CREATORS = 20;
let platform: string;
let orgAdmin: string;

beforeAll(async () => {
  platform = await signIn(USERS.platform);
  orgAdmin = await signIn(USERS.orgAdmin);
});

type Row = Record<string, unknown>;
const cookieFor = (route: string) =>
  /Integration|Column/.test(route) && route !== 'GetIntegrationColumns' ? orgAdmin : platform;

async function list(route: string, query?: Record<string, string>, key?: string): Promise<Row[]> {
  const answer = await call<Row>(route as never, { cookie: cookieFor(route), query });
  expect(answer.status, route).toBe(200);
  return (key ? answer.body[key] : answer.body) as Row[];
}

const integrationDefault = async () => {
  const system = await newSystem();
  const field = await newDefaultField(system);
  const connection = await newConnection(system);
  return {
    IntegrationConfigurationID: connection.IntegrationConfigurationID,
    SystemListDefaultSettingID: field.SystemListDefaultSettingFieldID,
    Name: field.FieldName,
    Value: '5',
  };
};
const columnChange = async () => {
  const { connection, column } = await freeColumn();
  return { IntegrationConfigurationID: connection.IntegrationConfigurationID, DefaultColumnName: column };
};
const customColumn = async () => ({
  IntegrationConfigurationID: (await newConnection()).IntegrationConfigurationID,
  CustomColumnName: unique('Race').replace(' ', ''),
  CustomColumnType: 'String',
});
const connectionOf = (body: Row) => ({ IntegrationConfigurationID: String(body.IntegrationConfigurationID) });
const systemOf = (body: Row) => ({ SystemListID: String(body.SystemListID) });

interface Kind {
  create: string;
  update: string;
  list: string;
  /** Where the record is read back: the list's query and the key of its items in the answer. */
  query?: (body: Row) => Record<string, string>;
  key?: string;
  id: string;
  /** A valid create, and the field that is unique (what many creates repeat) or changed (what many writers race on). */
  body: () => Promise<Row>;
  unique: string;
  changed: string;
  value: (i: number) => unknown;
}

const kinds: Kind[] = [
  ...[
    ['SubmitSystemListCategory', 'UpdateSystemListCategory', 'SystemListCategories', 'SystemListCategoryID'],
    ['SubmitSystemList', 'UpdateSystemList', 'SystemLists', 'SystemListID'],
  ].map(([create, update, key, id]) => ({
    create: create!,
    update: update!,
    list: 'GetSystemLists',
    key,
    id: id!,
    body: async () =>
      create === 'SubmitSystemList'
        ? { Name: unique('Race system'), SystemListCategoryID: (await newCategory()).SystemListCategoryID }
        : { Category: unique('Race category') },
    unique: create === 'SubmitSystemList' ? 'Name' : 'Category',
    changed: create === 'SubmitSystemList' ? 'Name' : 'Category',
    value: (i: number) => unique(`Race ${i}`),
  })),
  ...[
    ['SubmitSystemListDefaultSetting', 'UpdateSystemListDefaultSetting', 'GetSystemListDefaultSettingFields'],
    ['SubmitSystemListConnectionFields', 'UpdateSystemListConnectionFields', 'GetSystemListConnectionFields'],
  ].map(([create, update, list]) => ({
    create: create!,
    update: update!,
    list: list!,
    query: systemOf,
    id: create === 'SubmitSystemListDefaultSetting' ? 'SystemListDefaultSettingFieldID' : 'SystemListConnectionFieldID',
    body: async () => fieldBody((await newSystem()).SystemListID),
    unique: 'FieldName',
    changed: 'FieldLabel',
    value: (i: number) => `Label ${i}`,
  })),
  {
    create: 'SubmitIntegrationDefaultSettingField',
    update: 'UpdateIntegrationDefaultSettingField',
    list: 'GetIntegrationDefaultSettingField',
    query: connectionOf,
    id: 'IntegrationDefaultSettingFieldID',
    body: integrationDefault,
    unique: 'Name',
    changed: 'Value',
    value: (i) => String(i + 10),
  },
  {
    create: 'SubmitColumnNameChange',
    update: 'UpdateColumnNameChange',
    list: 'GetColumnNameChange',
    query: connectionOf,
    id: 'IntegrationColumnChangeID',
    body: async () => ({ ...(await columnChange()), CustomColumnName: 'Race name' }),
    unique: 'DefaultColumnName',
    changed: 'CustomColumnName',
    value: (i) => `Race name ${i}`,
  },
  {
    create: 'SubmitCustomColumn',
    update: 'UpdateCustomColumn',
    list: 'GetCustomColumn',
    query: connectionOf,
    id: 'IntegrationCustomColumnID',
    body: customColumn,
    unique: 'CustomColumnName',
    changed: 'CustomColumnName',
    value: (i) => `Renamed${i}`,
  },
];

const listOf = (kind: Kind, body: Row) => list(kind.list, kind.query?.(body), kind.key);
const post = (route: string, body: Row) => call<Row>(route as never, { cookie: cookieFor(route), body });

describe.each(kinds)('$update under concurrency', (kind) => {
  it(`${WRITERS} writers with one Version: one 200, the rest 409 with the conflict message, nothing lost`, async () => {
    const created = await post(kind.create, await kind.body());
    expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
    expect(created.body.Version).toBe(1);
    const writers = Array.from({ length: WRITERS }, (_, i) => ({ ...created.body, [kind.changed]: kind.value(i) }));
    const answers = await Promise.all(writers.map((body) => post(kind.update, body)));
    const won = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    const conflicts = answers.filter((a) => a.status === 409 && (a.body as unknown) === messages.msg_version_conflict);
    expect(conflicts).toHaveLength(WRITERS - 1);
    const stored = (await listOf(kind, created.body)).find((r) => r[kind.id] === created.body[kind.id])!;
    expect(stored).toMatchObject({ [kind.changed]: writers[won[0]!]![kind.changed], Version: 2 });
  }, 60_000);
});

describe.each(kinds)('$create under concurrency', (kind) => {
  it(`${CREATORS} identical creates: one stored, the rest 409 naming the ${kind.unique}`, async () => {
    const body = await kind.body();
    const answers = await Promise.all(Array.from({ length: CREATORS }, () => post(kind.create, body)));
    expect(answers.filter((a) => a.status < 300)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409 && String(a.body).startsWith(`${kind.unique}: `));
    expect(refused, JSON.stringify(answers.map((a) => [a.status, a.body]))).toHaveLength(CREATORS - 1);
    const stored = (await listOf(kind, body)).filter((r) => r[kind.unique] === body[kind.unique]);
    expect(stored).toHaveLength(1);
  }, 60_000);
});

describe('Version on catalogue updates', () => {
  it('a stale Version is refused; without one the update is made from the record as stored', async () => {
    const category = await newCategory();
    expect(category.Version).toBe(1);
    const renamed = { ...category, Category: unique('Versioned') };
    expect(await post('UpdateSystemListCategory', renamed)).toMatchObject({ status: 200 });
    const stale = { ...category, Category: unique('Stale') };
    expect(await post('UpdateSystemListCategory', stale)).toMatchObject({
      status: 409,
      body: messages.msg_version_conflict,
    });
    const { Version: _version, ...unversioned } = { ...category, Category: unique('Unversioned') };
    expect(await post('UpdateSystemListCategory', unversioned)).toMatchObject({ status: 200 });
    const stored = (await list('GetSystemLists', undefined, 'SystemListCategories')) as SystemListCategory[];
    expect(stored.find((c) => c.SystemListCategoryID === category.SystemListCategoryID)).toMatchObject({
      Category: unversioned.Category,
      Version: 3,
    });
  });
});

describe('unique names held by claims', () => {
  it('a rename frees the old name and takes the new one; a delete frees its name', async () => {
    const first = await newCategory();
    const second = await newCategory();
    const taken = await post('UpdateSystemListCategory', { ...second, Category: first.Category.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: `Category: a category named ${first.Category} already exists.` });
    const renamed = { ...first, Category: unique('Renamed') };
    expect(await post('UpdateSystemListCategory', renamed)).toMatchObject({ status: 200 });
    expect(await post('SubmitSystemListCategory', { Category: first.Category })).toMatchObject({ status: 201 });
    expect(await post('SubmitSystemListCategory', { Category: renamed.Category })).toMatchObject({ status: 409 });
    const removed = await call('DeleteSystemListCategory', {
      cookie: platform,
      query: { id: second.SystemListCategoryID },
    });
    expect(removed.status).toBe(200);
    expect(await post('SubmitSystemListCategory', { Category: second.Category })).toMatchObject({ status: 201 });
  });

  it(`${CREATORS} records renamed at once to one name: one succeeds`, async () => {
    const system = await newSystem();
    const fields = await Promise.all(
      Array.from({ length: CREATORS }, () => post('SubmitSystemListConnectionFields', fieldBody(system.SystemListID))),
    );
    const name = `Same${Date.now()}`;
    const answers = await Promise.all(
      fields.map((f) => post('UpdateSystemListConnectionFields', { ...f.body, FieldName: name })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const stored = await list('GetSystemListConnectionFields', systemOf(system));
    expect(stored.filter((f) => f.FieldName === name)).toHaveLength(1);
  });

  it('a field moved to another system takes its name there', async () => {
    const field = await newConnectionField();
    const other = await newSystem();
    const clash = await post('SubmitSystemListConnectionFields', fieldBody(other.SystemListID, field.FieldName));
    expect(clash.status).toBe(201);
    const moved = await post('UpdateSystemListConnectionFields', { ...field, SystemListID: other.SystemListID });
    expect(moved).toMatchObject({
      status: 409,
      body: `FieldName: this system already has a field named ${field.FieldName}.`,
    });
  });
});

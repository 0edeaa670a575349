import { accessAllows, roles, routes, type RelayAnswer, type Role, type RouteName } from '@switchboard/shared';
import { describe, expect, it } from 'vitest';
import { screens } from '../../web/src/app/screens/registry';
import {
  screenLists,
  withoutRowActions,
  type ListParent,
  type RowActionRequest,
  type ScreenList,
} from '../../web/src/app/screens/screen-lists';
import { unwrapRelayAnswer } from '../../web/src/api/relay';
import { deleteRequest } from '../../web/src/components/list-screen/row-requests';
import { call, type CallOptions } from './client';
import { cookieOf, newConnection, userOfRole } from './sweeps/context';
import { fixtures } from './sweeps/entities';

/**
 * Issue 32: every row action of every list screen of the registry, as each role that may use the screen and whose
 * access the action's route allows, sent as the console builds it (the screens' own declarations: screen-lists.ts)
 * on a row made through the API and read from the screen's list as that role; then the list shows it done (a
 * deleted row gone, a default set, a check stored). A PlatformAdmin's invoice Delete that sent the id alone failed.
 */
const admits = (route: RouteName, role: Role) => accessAllows(routes[route].access, role);
const placeholder: ListParent = { connectionId: 'placeholder' };

interface Case {
  screen: string;
  path: string;
  list: string;
  action: RowActionRequest<unknown>;
  role: Role;
}

const actionsOf = (list: ScreenList): RowActionRequest<unknown>[] => [
  ...(list.data.remove
    ? [
        {
          label: 'Delete',
          route: list.data.remove,
          request: (row: unknown) => deleteRequest(list.data, row),
          done: (row: unknown) => row === undefined,
        },
      ]
    : []),
  ...(list.actions ?? []),
];

const cases: Case[] = [];
for (const screen of screens.filter((s) => s.path in screenLists)) {
  for (const list of await screenLists[screen.path]!(placeholder)) {
    for (const action of actionsOf(list)) {
      for (const role of screen.roles.filter((r) => admits(list.data.list, r) && admits(action.route, r))) {
        cases.push({ screen: screen.title, path: screen.path, list: list.title, action, role });
      }
    }
  }
}

/** Who makes a row: the create route's OrgAdmin where it admits one, else its first role (as the sweeps do). */
const makerOf = (route: RouteName): Role =>
  admits(route, 'OrgAdmin') ? 'OrgAdmin' : roles.find((r) => admits(route, r))!;
const cookie = (role: Role) => cookieOf(userOfRole[role]);

/** Sends a route as the console's client does and answers what it reads: a relay operation's own answer, unwrapped. */
async function send(route: RouteName, options: CallOptions): Promise<unknown> {
  const { status, body } = await call(route, options);
  expect(status, `${route}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return routes[route].via === 'relay' ? unwrapRelayAnswer(body as RelayAnswer).answer : body;
}

/** A new row of the list, made through the API: the parent it belongs to and the create's answer. */
async function makeRow(list: ScreenList): Promise<{ parent: ListParent; answer: unknown }> {
  const create = list.data.create;
  if (!create) {
    expect(list.data.list, 'a list without a create route needs a maker here').toBe('GetIntegrationConfiguration');
    const connection = await newConnection();
    return { parent: { connectionId: connection.IntegrationConfigurationID }, answer: connection };
  }
  const def = routes[create];
  const input = await fixtures[def.via === 'relay' ? `${def.method} ${def.path}` : create]!.valid();
  const answer = await send(create, { ...input, cookie: await cookie(makerOf(create)) });
  const named = { ...(input.query as object), ...(input.body as object) } as Record<string, unknown>;
  return { parent: { connectionId: String(named.IntegrationConfigurationID ?? '') }, answer };
}

/** The row id the create answered, when it answered the record. */
function answeredId(list: ScreenList, answer: unknown): string | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const id = list.itemId(answer);
  return typeof id === 'string' && id ? id : undefined;
}

async function rowsOf(list: ScreenList, role: Role): Promise<unknown[]> {
  const query = Object.fromEntries(Object.entries(list.data.listQuery ?? {}).filter(([, v]) => v !== undefined));
  const answer = await send(list.data.list, { cookie: await cookie(role), query: query as Record<string, string> });
  return list.data.selectRows ? list.data.selectRows(answer) : (answer as unknown[]);
}

describe('every row action of every list screen, as each role that may do it', () => {
  it('covers every screen of the registry that the navigation shows', () => {
    const unknown = screens.filter((s) => s.nav && !(s.path in screenLists) && !(s.path in withoutRowActions));
    expect(unknown.map((s) => s.path)).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [`${c.screen} › ${c.list}: ${c.action.label} as ${c.role}`, c] as const))(
    '%s',
    async (_, { path, list: title, action, role }) => {
      const declared = async (parent: ListParent) => (await screenLists[path]!(parent)).find((l) => l.title === title)!;
      const template = await declared(placeholder);
      // A list of one connection's records is read once the row (and so its connection) is made.
      const scoped = JSON.stringify(template.data.listQuery ?? {}).includes(placeholder.connectionId);
      const before = scoped
        ? new Set<string>()
        : new Set((await rowsOf(template, role)).map((row) => template.itemId(row)));
      const { parent, answer } = await makeRow(template);
      const list = await declared(parent);
      const id = answeredId(list, answer);
      const rows = await rowsOf(list, role);
      const made = rows.filter((row) => (id ? list.itemId(row) === id : !before.has(list.itemId(row))));
      expect(made, 'the new row, listed for the role').toHaveLength(1);
      const row = made[0];

      await send(action.route, { ...action.request(row), cookie: await cookie(role) });
      const rowId = list.itemId(row);
      const after = (await rowsOf(list, role)).find((listed) => list.itemId(listed) === rowId);
      expect(action.done(after), JSON.stringify(after)).toBe(true);
    },
  );
});

import { contentFamilies } from '@switchboard/shared';
import { added, contentSample } from '../../content-fixtures';
import { cookieOf } from '../context';
import { body, query, read, renamed, type Fixture, type Input } from './fixture';

/**
 * The content families (blogs, briefings, KPIs, news, employees, notifications, cafeteria menus, KPI values): each
 * made fresh through the API as the Demo organization, naming its own lookups (test/api/content-fixtures.ts).
 */
type Body = Record<string, unknown>;
type Family = (typeof contentFamilies)[number];
const admin = () => cookieOf('orgAdmin');

/** A concurrent writer's change: a text renamed, a number moved (each writer its own). */
const writerOf =
  (field: string) =>
  (valid: Input, i: number): Input =>
    typeof (valid.body as Body)[field] === 'number'
      ? { ...valid, body: { ...(valid.body as Body), [field]: 1000 + i } }
      : renamed(field)(valid, i);

function fixturesOf(f: Family): Record<string, Fixture> {
  const sample = contentSample(f);
  const valid = async () => sample.body(await admin());
  const fresh = async () => added<Body>(f.add.name, await admin(), await valid());
  const key = 'items' in f.list ? f.list.items : undefined;
  const items = key ? (answer: unknown) => (answer as Record<string, unknown[]>)[key]! : undefined;
  const remove = 'remove' in f ? f.remove : undefined;
  return {
    [f.list.name]: read(),
    [f.add.name]: { kind: 'create', valid: async () => body(await valid()) },
    [f.update.name]: {
      kind: 'update',
      valid: async () => body(await fresh()),
      writer: writerOf(sample.changes),
      readBack: { list: f.list.name, id: f.id, ...(items ? { items } : {}) },
    },
    ...(remove
      ? { [remove.name]: { kind: 'delete', valid: async () => query({ id: String((await fresh())[f.id]) }) } }
      : {}),
  };
}

/** Every content family's calls, read from its declaration in shared (contentFamilies). */
export const contentFixtures: Record<string, Fixture> = Object.assign({}, ...contentFamilies.map(fixturesOf));

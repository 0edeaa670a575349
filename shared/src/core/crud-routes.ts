import * as z from 'zod/mini';
import type { Group, Role } from '../roles';
import { paged, type pageQueryShape } from './paging';
import { route, type Access, type HttpMethod, type RouteDef } from './route';
import { lazySchema } from './lazy-schema';
import { searchShape } from './search';

/**
 * The Get / Add / Update / Delete family of one kind of record, named as the spec names each call. Each member is
 * optional (a kind whose list comes with another call has no `list`); answers default to the spec's usual ones:
 * the list of items, the created item (201), and "Success".
 */
export interface CrudDeclaration {
  group: Group;
  /** Path prefix of the family's calls, e.g. /SetupProcessEntity. */
  prefix: string;
  readers: Access;
  writers: readonly Role[];
  /** A record as answers show it. */
  item: z.ZodMiniType;
  /** What the records are, for the summaries ("invoices"). */
  what: string;
  /**
   * The list call. By default it answers the array of items; with `items` it answers an object holding the items
   * under that key and, beside them, the `lookups` (each an array, e.g. the Organizations and Employees selects are
   * fed from) — as the spec's GetKPI answers {KPIs, Organizations, Employees}. A paged list's lookups come with the
   * first page only (no Cursor), so they are optional in the answer.
   */
  list?: {
    name: string;
    query?: z.ZodMiniObject;
    paged?: boolean;
    /** The list takes an additive Search its service matches across the whole list (core/search.ts). */
    search?: boolean;
    summary?: string;
    items?: string;
    lookups?: Record<string, z.ZodMiniType>;
  };
  add?: { name: string; body: z.ZodMiniType; answer?: z.ZodMiniType; summary?: string };
  update?: { name: string; body: z.ZodMiniType; answer?: z.ZodMiniType; summary?: string };
  remove?: { name: string; method?: HttpMethod; query?: z.ZodMiniType; body?: z.ZodMiniType; summary?: string };
}

const success = /* @__PURE__ */ lazySchema(() => z.literal('Success'));
type Success = typeof success;

type At<T, K extends string> = T extends { [P in K]: infer V } ? V : undefined;
type Or<T, Fallback> = T extends undefined ? Fallback : T;
type Member<C, K extends string> = At<C, K> extends { name: infer N extends string } ? N : never;

type AsShape<T> = T extends z.core.$ZodShape ? T : never;
type Searched<L> = AsShape<
  At<L, 'query'> extends z.ZodMiniObject<infer S> ? z.util.Extend<S, typeof searchShape> : typeof searchShape
>;
type ListQuery<L> =
  At<L, 'search'> extends true
    ? At<L, 'paged'> extends true
      ? z.ZodMiniObject<AsShape<z.util.Extend<Searched<L>, typeof pageQueryShape>>>
      : z.ZodMiniObject<Searched<L>>
    : At<L, 'paged'> extends true
      ? At<L, 'query'> extends z.ZodMiniObject<infer S>
        ? z.ZodMiniObject<z.util.Extend<S, typeof pageQueryShape>>
        : z.ZodMiniObject<typeof pageQueryShape>
      : At<L, 'query'>;

export interface Common<C extends CrudDeclaration> {
  path: string;
  group: C['group'];
  summary: string;
  via: 'direct';
}
type Lookups<L> = At<L, 'lookups'> extends Record<string, z.ZodMiniType> ? At<L, 'lookups'> : Record<never, never>;
type ListAnswer<C extends CrudDeclaration> =
  At<C['list'], 'items'> extends string
    ? z.ZodMiniObject<
        { [K in At<C['list'], 'items'>]: z.ZodMiniArray<C['item']> } & {
          [K in keyof Lookups<C['list']>]: z.ZodMiniOptional<z.ZodMiniArray<Lookups<C['list']>[K] & z.ZodMiniType>>;
        }
      >
    : z.ZodMiniArray<C['item']>;
type ListRoute<C extends CrudDeclaration> = Common<C> & {
  method: 'GET';
  access: C['readers'];
  query: ListQuery<C['list']>;
  answer: ListAnswer<C>;
  paged: At<C['list'], 'paged'>;
  searchable: At<C['list'], 'search'>;
  listKey: At<C['list'], 'items'>;
};
type AddRoute<C extends CrudDeclaration> = Common<C> & {
  method: 'POST';
  access: C['writers'];
  body: At<C['add'], 'body'>;
  answer: Or<At<C['add'], 'answer'>, C['item']>;
  status: number;
};
type UpdateRoute<C extends CrudDeclaration> = Common<C> & {
  method: 'POST';
  access: C['writers'];
  body: At<C['update'], 'body'>;
  answer: Or<At<C['update'], 'answer'>, Success>;
};
type RemoveRoute<C extends CrudDeclaration> = Common<C> & {
  method: Or<At<C['remove'], 'method'>, 'GET'>;
  access: C['writers'];
  query: At<C['remove'], 'query'>;
  body: At<C['remove'], 'body'>;
  answer: Success;
};

export type CrudRoutes<C extends CrudDeclaration> = { [K in Member<C, 'list'>]: ListRoute<C> } & {
  [K in Member<C, 'add'>]: AddRoute<C>;
} & { [K in Member<C, 'update'>]: UpdateRoute<C> } & { [K in Member<C, 'remove'>]: RemoveRoute<C> };

/** The given schemas only, so a row has no `query: undefined`. */
const only = (schemas: Record<string, z.ZodMiniType | undefined>) =>
  Object.fromEntries(Object.entries(schemas).filter(([, schema]) => schema !== undefined));

/** The list's answer schema, and where its items are when it is an object (route option `listKey`). */
function listAnswer(item: z.ZodMiniType, list: NonNullable<CrudDeclaration['list']>) {
  const key = list.items;
  if (!key) return { answer: lazySchema(() => z.array(item)) };
  const lookups = () => Object.entries(list.lookups ?? {}).map(([name, schema]) => [name, z.optional(z.array(schema))]);
  return {
    answer: lazySchema(() => z.object({ [key]: z.array(item), ...Object.fromEntries(lookups()) })),
    listKey: key,
  };
}

/** Builds the family's route table rows: `...crudRoutes({ group: 'billing', item: invoice, list: {…}, … })`. */
export function crudRoutes<const C extends CrudDeclaration>(c: C): CrudRoutes<C> {
  const rows: Record<string, unknown> = {};
  const member = (name: string, def: Omit<RouteDef, 'path' | 'group' | 'via'>) => {
    rows[name] = route({ ...def, path: `${c.prefix}/${name}`, group: c.group });
  };
  const { list, add, update, remove } = c;
  if (list) {
    const filter = list.search
      ? lazySchema(() => (list.query ? z.extend(list.query, searchShape) : z.object(searchShape)))
      : list.query;
    const query = list.paged ? (filter ? paged(filter) : paged()) : only({ query: filter });
    const summary = list.summary ?? `List ${c.what}.`;
    const searchable = list.search ? { searchable: true } : {};
    member(list.name, {
      method: 'GET',
      access: c.readers,
      ...query,
      ...searchable,
      ...listAnswer(c.item, list),
      summary,
    });
  }
  if (add) {
    const summary = add.summary ?? `Add to the ${c.what}; answers the created record.`;
    const answer = add.answer ?? c.item;
    member(add.name, { method: 'POST', access: c.writers, body: add.body, answer, status: 201, summary });
  }
  if (update) {
    const summary = update.summary ?? `Change one of the ${c.what}.`;
    member(update.name, {
      method: 'POST',
      access: c.writers,
      body: update.body,
      answer: update.answer ?? success,
      summary,
    });
  }
  if (remove) {
    const schemas = only({ query: remove.query, body: remove.body });
    const summary = remove.summary ?? `Delete one of the ${c.what}.`;
    member(remove.name, { method: remove.method ?? 'GET', access: c.writers, ...schemas, answer: success, summary });
  }
  return rows as CrudRoutes<C>;
}

import * as z from 'zod/mini';
import { crudRoutes, type CrudDeclaration, type CrudRoutes } from './crud-routes';
import { id as idRule, version } from './fields';
import { lazySchema } from './lazy-schema';
import type { MessageKey } from '../messages';
import type { HttpMethod } from './route';

type Shape = Record<string, z.ZodMiniType>;

/**
 * One kind of record, declared once: its fields (each with its input rule), its id field, the type it is stored
 * under, and its Get / Add / Update / Delete calls named as the spec names them. `family()` derives from it the
 * input, the change (with the id and Version), the item as answers show it, the reference (the id alone) and the
 * route table's rows (crudRoutes); the service, the repository, the handler's bindings and the API tests read the
 * rest (references, lookups, search) from the same declaration.
 */
export interface FamilyDeclaration extends Pick<CrudDeclaration, 'group' | 'prefix' | 'readers' | 'writers' | 'what'> {
  /** The stored type name: the repository's pk is ORG#{org}#{type}. */
  type: string;
  /** The record's id field (a GUID the server makes). */
  id: string;
  /** Each field and its input rule; the item shows each as the kind its rule answers (a text rule: a string). */
  fields: () => Shape;
  /**
   * Fields the item has beyond the input's, set by the server (when it was posted, the audit fields), or a field the
   * item answers as another kind than its rule's (a FieldType answered as its enum, not as text).
   */
  stored?: () => Shape;
  /** The change's Version may be left out (an invoice: then the change overwrites whatever is stored). */
  version?: 'optional';
  /** A rule across fields, checked on the input and on the change (an expiry after the release). */
  refine?: () => z.core.$ZodCheck<never>;
  list?: NonNullable<CrudDeclaration['list']>;
  add?: { name: string; summary?: string };
  update?: { name: string; summary?: string };
  /** The delete: by a query (content's ?id=) or a body. */
  remove?: { name: string; method?: HttpMethod; query?: z.ZodMiniType; body?: z.ZodMiniType; summary?: string };
  /** Fields naming another record of the organization (of that kind), checked to exist there. */
  references?: Readonly<Record<string, string>>;
  /** The stored fields a list's Search looks in. */
  search?: readonly string[];
  /** What one record is called (a history line's noun, the screen's messages): 'news item'. */
  noun?: string;
  /** The field whose value names a record in a history line (else its name, title or id). */
  label?: string;
  /**
   * The fields' labels, as the screen's form shows them, where a label is not the field's name written as words
   * (ShortDescription: 'Short description' needs none; BriefingType: 'Type' does).
   */
  labels?: Readonly<Record<string, string>>;
  /** The messages the spec names for the add, update and delete (else '{Noun} added successfully'…). */
  messages?: { added: MessageKey; updated: MessageKey; removed?: MessageKey };
}

/** A rule's answer kind: an enum or a formatted text answers a string, a number a number. */
export type FamilyAnswerKind<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T;
export type FamilyFlat<T> = { [K in keyof T]: T[K] };
export type FamilyShape<T> = T extends z.core.$ZodShape ? T : never;

export type FamilyFields<F> = F extends { fields: () => infer S extends Shape } ? S : never;
export type FamilyStored<F> = F extends { stored: () => infer S extends Shape } ? S : unknown;
export type FamilyId<F> = F extends { id: infer I extends string } ? I : never;
export type FamilyVersion<F> = F extends { version: 'optional' }
  ? z.ZodMiniOptional<ReturnType<typeof version>>
  : ReturnType<typeof version>;
/** An optional input is always answered (the server fills it in), so its answer is never undefined. */
export type FamilyAnswers<S extends Shape> = {
  [K in keyof S]: z.ZodMiniType<FamilyAnswerKind<Exclude<z.output<S[K]>, undefined>>>;
};

// The schema types take the family's parts, not the whole declaration, so the declarations tsc writes name them
// briefly (a type naming the whole declaration is written out in full wherever a route's type is).
export type InputSchema<S extends Shape> = z.ZodMiniObject<FamilyShape<S>>;
export type ChangeSchema<I extends string, S extends Shape, V> = z.ZodMiniObject<
  FamilyShape<FamilyFlat<S & { [K in I]: ReturnType<typeof idRule> } & { Version: V }>>
>;
export type ItemSchema<I extends string, S extends Shape, X> = z.ZodMiniObject<
  FamilyShape<FamilyFlat<{ [K in I]: z.ZodMiniString } & Omit<FamilyAnswers<S>, keyof X> & X>>
>;
export type RefSchema<I extends string> = z.ZodMiniObject<FamilyShape<{ [K in I]: ReturnType<typeof idRule> }>>;

export type FamilyMember<T, K extends string> = T extends { [P in K]: infer V } ? V : undefined;
export type FamilyWithBody<M, B> = M extends { name: string } ? M & { body: B } : undefined;
/** The crudRoutes declaration a family makes (its schemas given as computed), written out member by member. */
export type FamilyCrud<F, Item, Input, Change> = F extends FamilyDeclaration
  ? {
      group: F['group'];
      prefix: string;
      readers: F['readers'];
      writers: F['writers'];
      what: string;
      item: Item;
      list: FamilyMember<F, 'list'>;
      add: FamilyWithBody<FamilyMember<F, 'add'>, Input>;
      update: FamilyWithBody<FamilyMember<F, 'update'>, Change>;
      remove: FamilyMember<F, 'remove'>;
    }
  : never;
export type FamilyRoutes<F, Item, Input, Change> =
  FamilyCrud<F, Item, Input, Change> extends infer C extends CrudDeclaration ? CrudRoutes<C> : never;

type FamilyItem<F> = ItemSchema<FamilyId<F>, FamilyFields<F>, FamilyStored<F>>;
type FamilyInput<F> = InputSchema<FamilyFields<F>>;
type FamilyChange<F> = ChangeSchema<FamilyId<F>, FamilyFields<F>, FamilyVersion<F>>;

export type Family<F extends FamilyDeclaration> = F & {
  input: FamilyInput<F>;
  change: FamilyChange<F>;
  item: FamilyItem<F>;
  ref: RefSchema<FamilyId<F>>;
  /** The family's rows of the route table, as crudRoutes makes them. */
  routes: FamilyRoutes<F, FamilyItem<F>, FamilyInput<F>, FamilyChange<F>>;
};

interface Def {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
}

/**
 * What an answer shows of a field, read from its input rule: wrappers (default, optional, a pipe's transform, a
 * union with null that the transform turns into '') keep the kind of what they wrap; nullable stays nullable.
 */
export function answerOf(rule: z.ZodMiniType): z.ZodMiniType {
  const def = (rule as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'default':
    case 'prefault':
    case 'optional':
      return answerOf(def.innerType!);
    case 'pipe':
      return answerOf(def.in!);
    case 'union':
      return answerOf(def.options![0]!);
    case 'nullable':
      return z.nullable(answerOf(def.innerType!));
    case 'string':
    case 'enum':
      return z.string();
    case 'number':
      return z.number();
    case 'boolean':
      return z.boolean();
    default:
      throw new Error(`family: a field of kind ${def.type} has no answer kind; add it to answerOf`);
  }
}

/** Builds a family's schemas (each built on first use, see lazySchema) and its route rows. */
export function family<const F extends FamilyDeclaration>(declaration: F): Family<F> {
  const fields = lazySchema(declaration.fields);
  const refined = (schema: z.ZodMiniObject) =>
    declaration.refine ? schema.check(declaration.refine() as z.core.$ZodCheck<unknown>) : schema;
  const input = lazySchema(() => refined(z.object(fields)));
  const change = lazySchema(() =>
    refined(
      z.object({
        ...fields,
        [declaration.id]: idRule(),
        Version: declaration.version === 'optional' ? z.optional(version()) : version(),
      }),
    ),
  );
  const item = lazySchema(() =>
    z.object({
      [declaration.id]: z.string(),
      ...Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, answerOf(rule)])),
      ...declaration.stored?.(),
    }),
  );
  const ref = lazySchema(() => z.object({ [declaration.id]: idRule() }));
  const { group, prefix, readers, writers, what, list, add, update, remove } = declaration;
  const routes = crudRoutes({
    group,
    prefix,
    readers,
    writers,
    what,
    item,
    ...(list ? { list } : {}),
    ...(add ? { add: { ...add, body: input } } : {}),
    ...(update ? { update: { ...update, body: change } } : {}),
    ...(remove ? { remove } : {}),
  });
  return { ...declaration, input, change, item, ref, routes } as unknown as Family<F>;
}

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;
/** The route rows of several families, one table (each row keeps its literal type). */
export type RoutesOf<T extends readonly { routes: object }[]> = UnionToIntersection<T[number]['routes']>;

/** The route rows of a list of families, in the list's order: the list is where a family is named. */
export const routesOf = <const T extends readonly { routes: object }[]>(families: T): RoutesOf<T> =>
  Object.assign({}, ...families.map((declared) => declared.routes)) as RoutesOf<T>;

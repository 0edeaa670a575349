import type { RouteDef, RouteName, Routes } from '@switchboard/shared';
import type { Principal } from '../auth/principal';
import type { Operation } from './operation';

/** The calls of a family as shared declares it (core/family.ts). */
interface FamilyCalls {
  list?: { name: string };
  add?: { name: string };
  update?: { name: string };
  /** A delete by a body (an invoice) is sent the body; else the query (content's ?id=). */
  remove?: { name: string; body?: unknown };
}

/** The service of a family: one function a call (methods, so each takes its own validated input type). */
export interface FamilyService {
  list(query: object, principal: Principal): Promise<unknown>;
  add(body: object, principal: Principal): Promise<unknown>;
  update(body: object, principal: Principal): Promise<unknown>;
  remove(ref: object, principal: Principal): Promise<unknown>;
}

type Name<F, K extends string> = F extends { [P in K]: { name: infer N extends RouteName } } ? N : never;
type NamesOf<F> = Name<F, 'list'> | Name<F, 'add'> | Name<F, 'update'> | Name<F, 'remove'>;
/** The functions a family's service must have: one a call the family declares (no list, no list function). */
export type ServiceOf<F> = Pick<FamilyService, Extract<keyof F, keyof FamilyService>>;

/**
 * A family's four bindings, each a call of its service (loaded on first use, see onFirstUse):
 * `...bindFamily(newsFamily, news)` in a group's bindGroup. A call bound here can be bound again after the spread
 * when its service does more (the voice dashboard's list narrows to one KPI).
 */
export function bindFamily<F extends FamilyCalls>(
  family: F,
  serviceOf: () => Promise<ServiceOf<F>>,
): { [K in NamesOf<F>]: Operation<Routes[K]> } {
  const operations: Record<string, Operation<RouteDef>> = {};
  const service = serviceOf as () => Promise<FamilyService>;
  const { list, add, update, remove } = family;
  if (list) operations[list.name] = async ({ query, principal }) => (await service()).list(query as object, principal);
  if (add) operations[add.name] = async ({ body, principal }) => (await service()).add(body as object, principal);
  if (update) {
    operations[update.name] = async ({ body, principal }) => (await service()).update(body as object, principal);
  }
  if (remove) {
    operations[remove.name] = async ({ query, body, principal }) =>
      (await service()).remove((remove.body ? body : query) as object, principal);
  }
  return operations as unknown as { [K in NamesOf<F>]: Operation<Routes[K]> };
}

/**
 * The bindings of a list of families (a domain's, as shared lists them), each served by `serviceOf(family)`: the
 * list is where a family is named, so a new family needs no line here.
 */
export function bindFamilies<const T extends readonly FamilyCalls[]>(
  families: T,
  serviceOf: (family: T[number]) => () => Promise<ServiceOf<T[number]>>,
): { [K in NamesOf<T[number]>]: Operation<Routes[K]> } {
  return Object.assign({}, ...families.map((family) => bindFamily(family, serviceOf(family))));
}

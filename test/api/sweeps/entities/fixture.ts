import type { CallInput } from '../callables';
import type { User } from '../context';

/**
 * Per callable, declaratively: what it does to the data, who makes a valid call, how to make one (records it names
 * are made fresh, so a check may change them), and for the concurrency sweep how the i-th of many writers differs.
 * The sweeps FAIL for a callable without an entry here, so a new route cannot escape them.
 */
export interface Fixture {
  kind: 'read' | 'create' | 'update' | 'delete' | 'action';
  /** Who makes the valid call (default: OrgAdmin where admitted, else the first role the callable admits). */
  as?: User;
  valid(): Promise<Omit<CallInput, 'cookie'>>;
  /** Concurrency sweep: the i-th writer's whole record, from a valid update (or create, for a uniqueness rule). */
  writer?(valid: Omit<CallInput, 'cookie'>, i: number): Omit<CallInput, 'cookie'>;
  /** Concurrency sweep: a create that keeps a uniqueness rule (what is unique). */
  unique?: string;
  /** Where the written record is read back: the list callable, the id field, and the list in its answer. */
  readBack?: ReadBack;
}

export interface ReadBack {
  list: string;
  id: string;
  /** The records in the list's answer (default: the answer itself). */
  items?: (answer: unknown) => unknown[];
  /** The list's query (default none). */
  query?: (valid: Input) => Record<string, string>;
}

export type Input = Omit<CallInput, 'cookie'>;

export const bodyField = (name: string) => (valid: Input) => ({
  [name]: String((valid.body as Record<string, unknown>)[name]),
});

export const catalogueList = (key: 'SystemLists' | 'SystemListCategories') => (answer: unknown) =>
  (answer as Record<string, unknown[]>)[key]!;

export const body = (value: unknown) => ({ body: value });
export const query = (value: Record<string, string>) => ({ query: value });
export const read = (valid: Fixture['valid'] = async () => ({})): Fixture => ({ kind: 'read', valid });
export const renamed = (field: string) => (valid: Input, i: number) => ({
  ...valid,
  body: { ...(valid.body as object), [field]: `${String((valid.body as Record<string, unknown>)[field])} w${i}` },
});

import type * as z from 'zod/mini';
import type { Group, Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: named roles, any signed-in user, or anyone (sign-in itself, health). */
export type Access = readonly Role[] | 'signedIn' | 'public';

/** Whether a route's `access` lets a signed-in user of this role call it: the API refuses by it, the console shows by it. */
export const accessAllows = (access: Access, role: Role): boolean =>
  access === 'public' || access === 'signedIn' || access.includes(role);

/**
 * How a row is reached: `direct`, at its own method and path (an API Gateway route, a Lambda of its group), or
 * `relay`, as an /api operation sent through /Utilities/RequestData|SubmitData (spec part 2 §7), which the relay
 * Lambda runs in-process with the service of the row's group.
 */
export type Via = 'direct' | 'relay';

/** One row of the route table. */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  /** The domain that owns the row: its Lambda for a direct route, the service the relay calls for an operation. */
  group: Group;
  access: Access;
  /** Query string schema; every value arrives as text. */
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  answer: z.ZodMiniType;
  /** Status of a successful answer (200 unless set). */
  status?: number;
  /** Exempt from the X-Requested-With rule (only the OAuth callback, reached by a cross-site redirect). */
  csrfExempt?: boolean;
  /** The list pages on the server: PageSize and Cursor in, the next cursor out (core/paging.ts). */
  paged?: boolean;
  /** The list takes Search, matched by the server across the whole list (core/search.ts). */
  searchable?: boolean;
  /** A list whose answer is an object: the key holding its items (the rest are lookups, see crudRoutes). */
  listKey?: string;
  summary: string;
  via: Via;
}

/**
 * A direct route. `const` keeps every literal (group, access, method), so the table's types know which routes are
 * public and which group serves each.
 */
export const route = <const D extends Omit<RouteDef, 'via'>>(def: D) => ({ ...def, via: 'direct' as const });

/** An /api operation of the relay: never public, never exempt from the CSRF header. */
export interface RelayDeclaration extends Omit<RouteDef, 'via' | 'path' | 'access' | 'csrfExempt' | 'status'> {
  path: `/api/${string}`;
  access: readonly Role[] | 'signedIn';
}

export const relayRoute = <const D extends RelayDeclaration>(def: D) => ({ ...def, via: 'relay' as const });

type SchemaAt<R, K extends string> = R extends { [P in K]?: infer S } ? S : undefined;
type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What a caller sends and gets: the schemas' input (query, body) and output (answer) types. */
export type QueryOf<R> = InputOf<SchemaAt<R, 'query'>>;
export type BodyOf<R> = InputOf<SchemaAt<R, 'body'>>;
export type AnswerOf<R> = OutputOf<SchemaAt<R, 'answer'>>;
/** What the server works with once validated. */
export type ParsedQueryOf<R> = OutputOf<SchemaAt<R, 'query'>>;
export type ParsedBodyOf<R> = OutputOf<SchemaAt<R, 'body'>>;
/** One item of a list answer (an array, or an object holding the items under the route's listKey). */
export type ItemOf<R> =
  AnswerOf<R> extends readonly (infer I)[]
    ? I
    : R extends { listKey: infer K extends string }
      ? AnswerOf<R> extends { [P in K]: readonly (infer I)[] }
        ? I
        : never
      : never;

export function routeKey(def: Pick<RouteDef, 'method' | 'path'>): string {
  return `${def.method} ${def.path}`;
}

/** How the relay finds an operation: method and path, the path compared without regard to case. */
export const relayKey = (method: string, path: string) => `${method.toUpperCase()} ${path.toLowerCase()}`;

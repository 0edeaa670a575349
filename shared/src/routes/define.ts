import type { z } from 'zod';
import type { Group, Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route: named roles, any signed-in user, or anyone (sign-in itself, health). */
export type Access = readonly Role[] | 'signedIn' | 'public';

export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  group: Group;
  access: Access;
  /** Query string schema; every value arrives as text. */
  query?: Q;
  body?: B;
  answer: A;
  /** Status of a successful answer (200 unless set). */
  status?: number;
  /** Exempt from the X-Requested-With rule (only the OAuth callback, reached by a cross-site redirect). */
  csrfExempt?: boolean;
  summary: string;
}

export const route = <Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(def: RouteDef<Q, B, A>) => def;

export type QueryOf<R> = R extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<R> = R extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type AnswerOf<R> = R extends RouteDef<z.ZodType, z.ZodType, infer A> ? z.output<A> : never;

import type { AnswerOf, RouteDef, RouteName, Routes } from '@switchboard/shared';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import type { Reply } from './reply';

export interface RequestInfo {
  requestId: string;
  /** Who is calling from where, for rate limits (see CLIENT_ADDRESS_HEADER). */
  clientAddress: string;
  cookies: Record<string, string>;
  /** The host the request came through (X-Forwarded-Host, else Host); as the client sent it, so never trusted alone. */
  host?: string;
}

type QueryOut<R> = R extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;
type BodyOut<R> = R extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.output<B> : never;

export interface OperationInput<R extends RouteDef> {
  query: QueryOut<R>;
  body: BodyOut<R>;
  /** Present on every route but the public ones. */
  principal: R['access'] extends 'public' ? Principal | undefined : Principal;
  request: RequestInfo;
}

/** A thin handler: maps the validated HTTP input to a service call and answers what the route's answer schema says. */
export type Operation<R extends RouteDef> = (input: OperationInput<R>) => Promise<AnswerOf<R> | Reply<AnswerOf<R>>>;

export type Operations<N extends RouteName> = { [K in N]: Operation<Routes[K]> };

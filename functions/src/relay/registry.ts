import type { HttpMethod, Role } from '@switchboard/shared';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';

/** One /api operation the relay can run: its own roles and validation, and the service call. */
export interface RelayOperation<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: `/api/${string}`;
  roles: readonly Role[];
  query?: Q;
  body?: B;
  run(input: { query: z.output<Q>; body: z.output<B>; principal: Principal }): Promise<unknown>;
}

export const relayOperation = <Q extends z.ZodType, B extends z.ZodType>(operation: RelayOperation<Q, B>) =>
  operation as unknown as RelayOperation;

/** The registry: later issues add their operations' modules to this list. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.toLowerCase()}`;
}

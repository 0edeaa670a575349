import {
  accessAllows,
  formatIssues,
  relayKey,
  type ParsedRelayRequest,
  type RelayAnswer,
  type RelayOperationName,
  type RouteDef,
  type Routes,
} from '@switchboard/shared';
import type * as z from 'zod/mini';
import type { Principal } from '../auth/principal';
import { AppError, errorStatus } from '../errors';
import { listingOf } from './list-answer';
import type { Binding, Operation, RequestInfo } from './operation';
import { replyOfOutcome } from './outcome-reply';
import { Reply } from './reply';

type Bound = { name: RelayOperationName; def: RouteDef; run: Operation<RouteDef> };

/** The groups that own relay rows; the relay's handler must bring a binding of each. */
type RelayGroup = { [K in RelayOperationName]: Routes[K]['group'] }[RelayOperationName];
type Complete<B extends readonly Binding[]> = [Exclude<RelayGroup, B[number]['group']>] extends [never]
  ? unknown
  : { missingBindingsOf: Exclude<RelayGroup, B[number]['group']> };

const statusWord: Record<number, string> = {
  400: 'BadRequest',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  501: 'NotSupported',
  502: 'BadGateway',
};

function failure(status: number, message: string): Reply<RelayAnswer> {
  return new Reply(
    { ResponseStatus: statusWord[status] ?? 'Error', ResponseMessage: message, ResponseBody: '' },
    { status },
  );
}

function parseQuery(query: string | Record<string, unknown>): Record<string, unknown> {
  if (typeof query !== 'string') return query;
  return Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
}

function parse(schema: z.ZodMiniType | undefined, value: unknown, field: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid', `${field}: ${formatIssues(result.error)}`);
  return result.data;
}

/** The wrapper of a successful answer: the answer as JSON text, and a list's paging beside it. */
function wrap(given: unknown): RelayAnswer {
  const answer = replyOfOutcome(given);
  const body = answer instanceof Reply ? answer.body : answer;
  const listing = listingOf(body);
  return {
    ResponseStatus: 'Success',
    ResponseMessage: '',
    ResponseBody: JSON.stringify((listing ? listing.body() : body) ?? null),
    ...(listing?.nextCursor ? { NextCursor: listing.nextCursor } : {}),
    ...(listing?.truncated ? { Truncated: true } : {}),
  };
}

/**
 * Every relay row bound exactly once, from the bindings of the groups that own them (checked when it loads). The rows
 * are those of the route parts each binding names; that no group is missing is the type of relayDispatcher's argument.
 */
function bindAll(bindings: readonly Binding[]): Map<string, Bound> {
  const byKey = new Map<string, Bound>();
  const seen = new Set<string>();
  for (const { group, via, rows, operations } of bindings) {
    if (via !== 'relay') throw new Error(`relay: the binding of ${group} binds direct routes`);
    if (seen.has(group)) throw new Error(`relay: ${group} is bound twice`);
    seen.add(group);
    for (const name of Object.keys(operations)) {
      if (!rows.some(([row]) => row === name)) throw new Error(`relay: ${name} is no relay operation of ${group}`);
    }
    for (const [name, def] of rows) {
      const run = operations[name];
      if (!run) throw new Error(`relay: operation ${name} has no binding`);
      byKey.set(relayKey(def.method, def.path), { name: name as RelayOperationName, def, run });
    }
  }
  return byKey;
}

/**
 * Runs the relay rows of the route table in-process (spec part 2 §7): finds the operation by method and path, keeps
 * its role rule and validation, and wraps its answer as {ResponseStatus, ResponseMessage, ResponseBody} (the body as
 * JSON text). Failures keep their HTTP status and say what went wrong in ResponseMessage.
 */
export function relayDispatcher<const B extends readonly Binding[]>(bindings: B & Complete<B>) {
  const operations = bindAll(bindings);
  return async function relay(
    request: ParsedRelayRequest,
    principal: Principal,
    kind: 'read' | 'write',
    info: RequestInfo,
  ): Promise<RelayAnswer | Reply<RelayAnswer>> {
    const operation = operations.get(relayKey(request.Method, request.RequestType));
    if (!operation) return failure(404, `Unknown operation ${request.Method} ${request.RequestType}.`);
    const { def } = operation;
    if ((kind === 'read') !== (def.method === 'GET')) {
      const use = def.method === 'GET' ? 'read: use RequestData' : 'write: use SubmitData';
      return failure(400, `${request.RequestType} is a ${use}.`);
    }
    if (!accessAllows(def.access, principal.role)) {
      return failure(403, 'You are not allowed to do this.');
    }
    try {
      const answer = await operation.run({
        query: parse(def.query, parseQuery(request.QueryString), 'QueryString'),
        body: parse(def.body, request.RequestBody, 'RequestBody'),
        principal,
        request: info,
      });
      return wrap(answer);
    } catch (error) {
      if (error instanceof AppError) return failure(errorStatus[error.kind], error.message);
      throw error;
    }
  };
}

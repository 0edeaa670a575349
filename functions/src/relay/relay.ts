import { formatIssues, type RelayAnswer, type relayRequest } from '@switchboard/shared';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { AppError, errorStatus } from '../http/errors';
import { Reply } from '../http/reply';
import { connectionOperations } from './connection-operations';
import { operationKey, type RelayOperation } from './registry';

/** Every /api operation the relay runs (the sweeps in test/api/sweeps read them from here). */
export const relayOperations: readonly RelayOperation[] = [...connectionOperations];

const operations = new Map<string, RelayOperation>(
  relayOperations.map((operation) => [operationKey(operation.method, operation.path), operation]),
);

const statusWord: Record<number, string> = {
  400: 'BadRequest',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  502: 'BadGateway',
};

function parseQuery(query: string | Record<string, unknown>): Record<string, unknown> {
  if (typeof query !== 'string') return query;
  return Object.fromEntries(new URLSearchParams(query.replace(/^\?/, '')));
}

function failure(status: number, message: string): Reply<RelayAnswer> {
  return new Reply(
    { ResponseStatus: statusWord[status] ?? 'Error', ResponseMessage: message, ResponseBody: '' },
    { status },
  );
}

/**
 * Runs an /api operation in-process and wraps its answer as {ResponseStatus, ResponseMessage, ResponseBody} (the
 * body as JSON text). Failures keep their HTTP status and say what went wrong in ResponseMessage.
 */
export async function relay(
  request: z.output<typeof relayRequest>,
  principal: Principal,
  kind: 'read' | 'write',
): Promise<RelayAnswer | Reply<RelayAnswer>> {
  const operation = operations.get(operationKey(request.Method, request.RequestType));
  if (!operation) return failure(404, `Unknown operation ${request.Method} ${request.RequestType}.`);
  if ((kind === 'read') !== (operation.method === 'GET')) {
    return failure(
      400,
      `${request.RequestType} is a ${operation.method === 'GET' ? 'read: use RequestData' : 'write: use SubmitData'}.`,
    );
  }
  if (!operation.roles.includes(principal.role)) return failure(403, 'You are not allowed to do this.');
  const parse = (schema: z.ZodType | undefined, value: unknown, field: string) => {
    if (!schema) return undefined;
    const result = schema.safeParse(value);
    if (!result.success) throw new AppError('invalid', `${field}: ${formatIssues(result.error)}`);
    return result.data;
  };
  try {
    const answer = await operation.run({
      query: parse(operation.query, parseQuery(request.QueryString), 'QueryString'),
      body: parse(operation.body, request.RequestBody, 'RequestBody'),
      principal,
    });
    return { ResponseStatus: 'Success', ResponseMessage: '', ResponseBody: JSON.stringify(answer ?? null) };
  } catch (error) {
    if (error instanceof AppError) return failure(errorStatus[error.kind], error.message);
    throw error;
  }
}

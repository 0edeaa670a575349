import type { RelayAnswer } from '@switchboard/shared';
import { isApiError } from '../../../app/api/api-error';
import { api } from '../../../app/api/client';

export interface RelayRequest {
  RequestType: string;
  QueryString?: string;
  RequestBody?: unknown;
  Method: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

/** A relayed operation that did not answer Success; `message` is the spec's 'Error:{status}, ResponseMessage: …'. */
export class RelayError extends Error {
  override readonly name = 'RelayError';

  constructor(
    readonly status: string,
    readonly responseMessage: string,
  ) {
    super(`Error:${status}, ResponseMessage: ${responseMessage}`);
  }
}

const isRelayAnswer = (value: unknown): value is RelayAnswer =>
  Boolean(value && typeof value === 'object' && 'ResponseStatus' in value);

/**
 * Runs an /api operation through the generic relay (reads through RequestData, writes through SubmitData) and answers
 * its ResponseBody parsed. A refusal throws a RelayError, whatever HTTP status carried it.
 */
export async function relay<T>(request: RelayRequest): Promise<T> {
  const route = request.Method === 'GET' ? 'RequestData' : 'SubmitData';
  let answer: RelayAnswer;
  try {
    answer = await api(route, { body: request });
  } catch (error) {
    if (isApiError(error) && isRelayAnswer(error.answer)) {
      throw new RelayError(error.answer.ResponseStatus, error.answer.ResponseMessage);
    }
    throw error;
  }
  if (answer.ResponseStatus !== 'Success') throw new RelayError(answer.ResponseStatus, answer.ResponseMessage);
  return (answer.ResponseBody ? JSON.parse(answer.ResponseBody) : null) as T;
}

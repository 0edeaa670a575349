import { MAX_LIST_ITEMS, relayPageInfo, type RelayAnswer } from '@switchboard/shared';
import { isApiError } from './api-error';
import type { ListPage } from './list-page';

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

/** A refused relay call (whatever HTTP status carried it) as a RelayError; any other failure as it is. */
export const relayRefusal = (error: unknown): unknown =>
  isApiError(error) && isRelayAnswer(error.answer)
    ? new RelayError(error.answer.ResponseStatus, error.answer.ResponseMessage)
    : error;

/** The operation's own answer (ResponseBody parsed) and what the wrapper says beside a list (NextCursor, Truncated). */
export function unwrapRelayAnswer(wrapper: RelayAnswer): { answer: unknown; page: ListPage } {
  if (wrapper.ResponseStatus !== 'Success') throw new RelayError(wrapper.ResponseStatus, wrapper.ResponseMessage);
  const page = relayPageInfo(wrapper);
  return {
    answer: wrapper.ResponseBody ? (JSON.parse(wrapper.ResponseBody) as unknown) : null,
    // The wrapper carries no limit: a cut list is cut at the API's one limit.
    page: page.truncated ? { ...page, limit: MAX_LIST_ITEMS } : page,
  };
}

import { messages } from '@switchboard/shared';

/** Every failure a service can raise, by kind. The error table below maps each kind to a status and answer. */
export type ErrorKind =
  | 'unauthenticated'
  | 'csrf'
  | 'forbidden'
  | 'invalid'
  | 'notFound'
  | 'exists'
  | 'conflict'
  | 'tooLarge'
  | 'tooMany'
  | 'upstream'
  | 'notSupported'
  | 'unavailable';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message?: string,
    /** For `unavailable`: when to ask again, sent as the Retry-After header (seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message ?? defaultMessage[kind]);
    this.name = 'AppError';
  }
}

const defaultMessage: Record<ErrorKind, string> = {
  unauthenticated: 'Redirect',
  csrf: messages.msg_csrf,
  forbidden: messages.msg_forbidden,
  invalid: 'The request is not valid.',
  notFound: messages.msg_not_found,
  exists: 'exist',
  conflict: messages.msg_version_conflict,
  tooLarge: 'The request body is too large.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  upstream: 'The external system could not be reached.',
  notSupported: 'This operation is not supported.',
  unavailable: 'The service is busy. Please try again in a minute.',
};

/** THE error table: kind → HTTP status. The answer body is the error's message as a JSON string. */
export const errorStatus: Record<ErrorKind, number> = {
  unauthenticated: 401,
  csrf: 403,
  forbidden: 403,
  invalid: 400,
  notFound: 404,
  exists: 409,
  conflict: 409,
  tooLarge: 413,
  tooMany: 429,
  upstream: 502,
  /** A call of the spec this product deliberately does not offer (the message says why). */
  notSupported: 501,
  /** Something the answer needs is still being prepared (the help answering index); Retry-After says when to ask. */
  unavailable: 503,
};

export const invalid = (message: string) => new AppError('invalid', message);
export const notFound = () => new AppError('notFound');
export const forbidden = () => new AppError('forbidden');

/** An API call that did not succeed: `message` is readable as is (the server's text when it gave one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, 0 when the server could not be reached. */
    readonly status: number,
    /** The text the server answered, when it answered one. */
    readonly serverMessage?: string,
    /** True when the session is gone and the console is on its way to the sign-in page. */
    readonly redirecting = false,
    /** The parsed answer body (e.g. the relay's {ResponseStatus, ResponseMessage} of a refusal). */
    readonly answer?: unknown,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * "<catalogue message> <server's message>" (the server's part only when it said something). A relayed operation's
 * refusal (RelayError, relay.ts; named, not imported, as relay.ts imports this module) says the spec's
 * "Error:{status}, ResponseMessage: {message}".
 */
export function failureText(base: string, error: unknown): string {
  const relayed = error instanceof Error && error.name === 'RelayError' ? error.message : undefined;
  const detail = isApiError(error) ? error.serverMessage : relayed;
  return detail ? `${base} ${detail}` : base;
}

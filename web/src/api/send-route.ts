import { CSRF_HEADER, CSRF_HEADER_VALUE, messages, routes, type RouteName } from '@switchboard/shared';
import { waitForSignIn } from '../session/session-gate';
import { ApiError } from './api-error';
import { redirectToLogin } from './redirect';

export interface CallOptions<Q = unknown, B = unknown> {
  query?: Q;
  body?: B;
  signal?: AbortSignal;
}

const fallbackByStatus: Record<number, string> = {
  403: messages.msg_forbidden,
  404: messages.msg_not_found,
  409: messages.msg_version_conflict,
};

function urlOf(path: string, query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** An answer body as JSON when it is JSON, else its text (undefined when empty). */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The text of a refusal: the answer when it is a text, else its Message or ResponseMessage (e.g. a password change). */
function refusalText(answer: unknown): string | undefined {
  const fields = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const text = typeof answer === 'string' ? answer : (fields.Message ?? fields.ResponseMessage);
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** Sign-in calls answer for themselves: a refused sign-in is not an expired session. */
const sessionRoutes = new Set<RouteName>(['Login', 'Logout']);

/**
 * Sends a route at its own path with the CSRF header and the session cookie, and answers the response when it is
 * 2xx; its body is left unread, so the JSON client and the file client read it each their way. An expired session
 * does not drop the page: the call waits until the user signs in again (session-gate), then is sent once more; only
 * a user who gives up goes to the sign-in page. Any other failure is an ApiError with the server's message.
 */
export async function sendRoute(
  name: RouteName,
  options: CallOptions,
  accept: string,
  retried = false,
): Promise<Response> {
  const def = routes[name];
  const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE, accept };
  const sendsBody = def.method !== 'GET' && options.body !== undefined;
  if (sendsBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(urlOf(def.path, options.query), {
      method: def.method,
      headers,
      credentials: 'same-origin',
      body: sendsBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(messages.msg_get_error, 0);
  }
  if (response.ok) return response;

  const answer = await readJson(response);
  if (response.status === 401 && answer === 'Redirect') {
    if (!retried && !sessionRoutes.has(name) && (await waitForSignIn())) return sendRoute(name, options, accept, true);
    redirectToLogin();
    throw new ApiError(messages.msg_redirect, 401, undefined, true);
  }
  const serverMessage = refusalText(answer);
  const fallback = response.status >= 500 ? messages.msg_server_error : fallbackByStatus[response.status];
  throw new ApiError(
    serverMessage ?? fallback ?? `Request failed (${response.status}).`,
    response.status,
    serverMessage,
    false,
    answer,
  );
}

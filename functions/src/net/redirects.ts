import type { OutboundInit } from './safe-fetch';

/** Headers that may follow a redirect to another origin; every other one (Authorization, Cookie, API keys…) stays. */
const CROSS_ORIGIN_HEADERS = new Set(['accept', 'accept-language', 'user-agent']);
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/**
 * The request a redirect leads to (RFC 9110 §15.4, as browsers follow it): a 303 — and a 301 or 302 after a POST —
 * becomes a GET without a body; 307 and 308 keep the method and body. Credentials never go to another origin: its
 * request carries only harmless headers, and a body (which may carry a client secret or a password) is not re-sent
 * there: such a redirect is refused.
 */
export function nextHop(
  from: URL,
  status: number,
  location: string,
  request: OutboundInit,
): { url: URL; request: OutboundInit } | { refused: string } {
  let url: URL;
  try {
    url = new URL(location, from);
  } catch {
    return { refused: `${from.host} redirected to an invalid address.` };
  }
  const method = (request.method ?? 'GET').toUpperCase();
  const toGet = (status === 303 && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST');
  let headers = { ...request.headers };
  let body = request.body;
  if (toGet) {
    body = undefined;
    headers = Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())));
  }
  if (url.origin !== from.origin) {
    if (body !== undefined) {
      return {
        refused: `${from.host} redirected the request to another address (${url.host}); it was not re-sent there.`,
      };
    }
    headers = Object.fromEntries(
      Object.entries(headers).filter(([name]) => CROSS_ORIGIN_HEADERS.has(name.toLowerCase())),
    );
  }
  return { url, request: { ...request, method: toGet ? 'GET' : method, headers, body } };
}

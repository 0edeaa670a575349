import { relayEnvelope, routes, type RouteName } from '@switchboard/shared';
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretRegistry } from '../secret-registry';
import { CLIENT_ADDRESS_HEADER, TEST_PASSWORD } from './global-setup';

export const baseUrl = () => inject('baseUrl');

export { USERS } from '../seeded-users';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  /** Another runtime than the one the API tests share (a test that starts its own). */
  base?: string;
  query?: Record<string, string>;
  /** A query string as it is (the fuzz sends repeated and oddly encoded parameters); wins over query. */
  rawQuery?: string;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  csrf?: boolean;
  /** The client address the request comes from (a fresh random one unless given, so rate limits stay apart). */
  from?: string;
  /** Register the credentials the body carries for the secret scan (default); the fuzz's generated ones are not. */
  registerSecrets?: boolean;
  /** 'manual' answers a redirect itself (status 302 and its Location) instead of following it. */
  redirect?: RequestRedirect;
  /** How the request reaches the handlers: over HTTP (fetch, the default) or in-process (in-process.ts). */
  transport?: (url: URL, init: RequestInit) => Promise<Response>;
}

/** Every credential the tests send; every answer and (at teardown) every runtime log line is scanned for them. */
export const secrets = new SecretRegistry(inject('secretRegistry'));
secrets.add(TEST_PASSWORD);

let requestsSent = 0;
let requestsOverHttp = 0;

/** How many requests this test file has sent to the runtime (the sweeps know from it that nothing can have changed). */
export const requestsSentSoFar = () => requestsSent;
/** How many of them went over HTTP (to the runtime's process, whose storage writes this process cannot count). */
export const requestsOverHttpSoFar = () => requestsOverHttp;

/** fetch to the runtime (or another transport to its handlers), counted. Every request of the helpers goes through it. */
export function sendToRuntime(
  url: URL,
  init: RequestInit,
  transport: CallOptions['transport'] = fetch,
): Promise<Response> {
  requestsSent += 1;
  if (transport === fetch) requestsOverHttp += 1;
  return transport(url, init);
}

const randomAddress = () => `198.51.100.${randomBytes(2).readUInt16BE()}`;

/**
 * Calls a route of the route table over HTTP, as a browser would (CSRF header unless told otherwise). A relay row
 * goes through the relay (RequestData or SubmitData, its query and body in the envelope) and answers its wrapper.
 */
export async function call<T = unknown>(name: RouteName, options: CallOptions = {}): Promise<Answer<T>> {
  if (routes[name].via === 'relay') {
    const envelope = relayEnvelope(routes[name], { query: options.query, body: options.body });
    return call<T>(envelope.route, { ...options, query: undefined, body: envelope.body });
  }
  const def = routes[name];
  const url = new URL(def.path, options.base ?? baseUrl());
  if (options.rawQuery !== undefined) url.search = options.rawQuery;
  else for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  if (options.registerSecrets !== false) secrets.addFromBody(options.body, name);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
  if (options.cookie) headers.cookie = options.cookie;
  headers[CLIENT_ADDRESS_HEADER] = options.from ?? randomAddress();
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const send = () =>
    sendToRuntime(
      url,
      {
        method: def.method,
        headers,
        body: def.method === 'GET' ? undefined : body,
        redirect: options.redirect,
      },
      options.transport,
    );
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // A kept-alive connection the server closed when idle (its keep-alive timeout), reused by the client in that
    // very moment (a busy test process, e.g. the long fuzz): a GET is safe to send again.
    if (def.method !== 'GET' || (error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    response = await send();
  }
  const text = await response.text();
  const leaked = secrets.foundIn(text);
  if (leaked.length) throw new Error(`the answer of ${name} carries secrets: ${leaked.join(', ')}`);
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const cookies = new Map<string, Promise<string>>();

/**
 * Signs in (once per user and test file) and answers the session cookie to send. Parallel callers share one sign-in:
 * a burst of sign-ins of one account is refused like a burst of guesses (services/rate-limits.ts reserveGuess).
 */
export function signIn(email: string, fresh = false): Promise<string> {
  const known = cookies.get(email);
  if (known && !fresh) return known;
  const pending = (async () => {
    const answer = await call('Login', { body: { Email: email, Password: TEST_PASSWORD } });
    if (answer.status !== 200)
      throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.headers.getSetCookie()[0]!.split(';')[0]!;
  })();
  cookies.set(email, pending);
  pending.catch(() => cookies.get(email) === pending && cookies.delete(email));
  return pending;
}

/** A mail's text with quoted-printable soft line breaks and escapes undone (enough to read links in it). */
export const decodeQuotedPrintable = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The registration link of the newest invitation mail to this address in the local outbox. */
export function invitationLinkFor(email: string): string {
  const outbox = inject('outbox');
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const eml = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
    if (eml.includes(`To: ${email}`)) return /https?:\/\/\S+\/Account\/Register\?token=[\w-]+/.exec(eml)![0];
  }
  throw new Error(`no invitation mail to ${email}`);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

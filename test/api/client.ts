import { relayEnvelope, routes, type RouteName } from '@switchboard/shared';
import { inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ADDRESS_HEADER, TEST_PASSWORD } from './global-setup';

export const baseUrl = () => inject('baseUrl');

export { USERS } from '../seeded-users';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  query?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  csrf?: boolean;
  /** The client address the request comes from (a fresh random one unless given, so rate limits stay apart). */
  from?: string;
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
  const url = new URL(def.path, baseUrl());
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.csrf !== false) headers['x-requested-with'] = 'XMLHttpRequest';
  if (options.cookie) headers.cookie = options.cookie;
  headers[CLIENT_ADDRESS_HEADER] = options.from ?? randomAddress();
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await fetch(url, { method: def.method, headers, body: def.method === 'GET' ? undefined : body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

const cookies = new Map<string, string>();

/** Signs in (once per user and test file) and answers the session cookie to send. */
export async function signIn(email: string, fresh = false): Promise<string> {
  const known = cookies.get(email);
  if (known && !fresh) return known;
  const answer = await call('Login', { body: { Email: email, Password: TEST_PASSWORD } });
  if (answer.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const cookie = answer.headers.getSetCookie()[0]!.split(';')[0]!;
  cookies.set(email, cookie);
  return cookie;
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

import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-classification';
import { nextHop } from './redirects';

/**
 * Outbound HTTP to systems an administrator names (credential checks, token exchanges, test questions), guarded so
 * it cannot probe the internal network: only https; every address the host resolves to — and every redirect's —
 * must be public; the connection goes to the checked addresses (no second lookup to rebind). Hosts listed in
 * OUTBOUND_ALLOWED_HOSTS (comma-separated, a deployment setting) may be private and plain http. Redirects never carry
 * credentials or a body to another origin (see redirects.ts).
 */
export class OutboundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundError';
  }
}

const allowedHosts = () =>
  new Set(
    (process.env.OUTBOUND_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

interface Target {
  address: string;
  family: number;
}

/** Every address the URL's host resolves to, each one checked. */
async function resolveTargets(url: URL): Promise<Target[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = allowedHosts().has(host);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) {
    throw new OutboundError(`Only https addresses are allowed (${url.protocol.replace(':', '')} was given).`);
  }
  const targets = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => {
        throw new OutboundError(`The host ${host} could not be found.`);
      });
  if (!targets.length) throw new OutboundError(`The host ${host} could not be found.`);
  if (!allowed && targets.some((a) => !isPublicAddress(a.address))) {
    throw new OutboundError(`The host ${host} is on a private, loopback or link-local network, which is not allowed.`);
  }
  return targets;
}

/**
 * Answers the checked addresses instead of asking DNS again. Node asks for all of them (`all: true`) when it tries
 * the address families in turn (autoSelectFamily, on by default), and for one otherwise.
 */
const pinnedLookup =
  (targets: Target[]): LookupFunction =>
  (_host, options, callback) => {
    const wanted = targets.filter((t) => !options.family || t.family === options.family);
    const answer = wanted.length ? wanted : targets;
    if (options.all) (callback as (e: null, a: Target[]) => void)(null, answer);
    else callback(null, answer[0]!.address, answer[0]!.family);
  };

export interface OutboundAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const MAX_BODY = 2 * 1024 * 1024;

function once(url: URL, targets: Target[], init: OutboundInit, deadline: number) {
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        lookup: pinnedLookup(targets),
        timeout: Math.max(1, deadline - Date.now()),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new OutboundError(`${url.host} did not answer within 10 seconds.`)));
    request.on('error', (error) =>
      reject(
        error instanceof OutboundError
          ? error
          : new OutboundError(
              `${url.host} could not be reached (${(error as NodeJS.ErrnoException).code ?? error.message}).`,
            ),
      ),
    );
    request.end(init.body);
  });
}

export interface OutboundInit {
  method?: string;
  /** Header names in lower case. */
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

/** One guarded request, following up to 3 redirects (each checked again), within 10 s in all. */
export async function safeFetch(address: string, init: OutboundInit = {}): Promise<OutboundAnswer> {
  const deadline = Date.now() + (init.timeoutMs ?? 10_000);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundError(`${address} is not a valid URL.`);
  }
  let request = init;
  for (let hop = 0; hop <= 3; hop++) {
    const answer = await once(url, await resolveTargets(url), request, deadline);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') return answer;
    const next = nextHop(url, answer.status, location, request);
    if ('refused' in next) throw new OutboundError(next.refused);
    ({ url, request } = next);
  }
  throw new OutboundError('Too many redirects.');
}

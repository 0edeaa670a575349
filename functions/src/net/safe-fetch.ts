import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Outbound HTTP to systems an administrator names (credential checks, token exchanges, test questions), guarded so
 * it cannot probe the internal network: only https; every address the host resolves to — and every redirect's —
 * must be public; the connection goes to the checked address (no second lookup to rebind). Hosts listed in
 * OUTBOUND_ALLOWED_HOSTS (comma-separated, a deployment setting) may be private and plain http.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

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

async function resolveTarget(url: URL): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = allowedHosts().has(host);
  if (url.protocol !== 'https:' && !(allowed && url.protocol === 'http:')) {
    throw new OutboundError(`Only https addresses are allowed (${url.protocol.replace(':', '')} was given).`);
  }
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => {
        throw new OutboundError(`The host ${host} could not be found.`);
      });
  if (!addresses.length) throw new OutboundError(`The host ${host} could not be found.`);
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new OutboundError(`The host ${host} is on a private, loopback or link-local network, which is not allowed.`);
  }
  return addresses[0]!;
}

export interface OutboundAnswer {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const MAX_BODY = 2 * 1024 * 1024;

function once(url: URL, target: { address: string; family: number }, init: OutboundInit, deadline: number) {
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers,
        lookup: (_host, _options, callback) => callback(null, target.address, target.family),
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
  for (let hop = 0; hop <= 3; hop++) {
    const answer = await once(url, await resolveTarget(url), init, deadline);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || typeof location !== 'string') return answer;
    url = new URL(location, url);
  }
  throw new OutboundError('Too many redirects.');
}

import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a stand-in received, as the test checks it. */
export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body read as a form (token requests). */
  form: URLSearchParams;
}

export interface StandIn {
  /** http://localhost:<port>: the runtime reaches stand-ins by name (OUTBOUND_ALLOWED_HOSTS=localhost). */
  url: string;
  received: Received[];
  close: () => Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });
}

/**
 * A local stand-in for an external system, reached as http://localhost:<port>. localhost may resolve to 127.0.0.1,
 * ::1 or both, so it listens on both loopback addresses (::1 where the machine has IPv6) with the same port.
 */
export async function standIn(
  answer: (request: Received, response: ServerResponse) => void,
  name = 'stand-in',
): Promise<StandIn> {
  const received: Received[] = [];
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const seen: Received = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body,
        form: new URLSearchParams(body),
      };
      received.push(seen);
      answer(seen, response);
    });
  };
  const v4 = createServer(handle);
  if (!(await listen(v4, 0, '127.0.0.1'))) throw new Error(`${name}: cannot listen on 127.0.0.1`);
  const { port } = v4.address() as AddressInfo;
  const v6 = createServer(handle);
  const servers = (await listen(v6, port, '::1')) ? [v4, v6] : [v4];
  return {
    url: `http://localhost:${port}`,
    received,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}

export const json = (response: ServerResponse, status: number, value: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

export const basicOf = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** The password a Basic Authorization header carries ('' when none). */
export const passwordIn = (headers: IncomingHttpHeaders) =>
  Buffer.from((headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
    .toString()
    .split(':')
    .slice(1)
    .join(':');

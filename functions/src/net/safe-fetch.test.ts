import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeFetch } from './safe-fetch';

interface Seen {
  method: string;
  url: string;
  authorization: string;
  body: string;
}

/** Two local servers on distinct ports (so distinct origins), reached by the name localhost. */
const servers: Server[] = [];
let here: string;
let elsewhere: string;
const seenElsewhere: Seen[] = [];

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://localhost:${(server.address() as { port: number }).port}`;
}

beforeAll(async () => {
  here = await listen(
    createServer((request, response) => {
      void read(request).then((body) => {
        const target = new URL(request.url!, 'http://x').searchParams.get('to');
        const status = Number(new URL(request.url!, 'http://x').searchParams.get('status') ?? 302);
        if (request.url === '/redirect-private')
          return void response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
        if (target) return void response.writeHead(status, { location: target.replace('HERE', here) }).end();
        response
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`${request.method} auth=${request.headers.authorization ?? ''} body=${body}`);
      });
    }),
  );
  elsewhere = await listen(
    createServer((request, response) => {
      void read(request).then((body) => {
        seenElsewhere.push({
          method: request.method!,
          url: request.url!,
          authorization: request.headers.authorization ?? '',
          body,
        });
        response.writeHead(200).end('elsewhere');
      });
    }),
  );
});
afterAll(() => servers.forEach((server) => server.close()));

describe('outbound request guard', () => {
  it('refuses plain http and private targets unless the deployment allows the host', async () => {
    delete process.env.OUTBOUND_ALLOWED_HOSTS;
    await expect(safeFetch(`${here}/`)).rejects.toThrow('Only https addresses are allowed (http was given).');
    await expect(safeFetch('https://127.0.0.1:1/')).rejects.toThrow('is on a private, loopback or link-local network');
    await expect(safeFetch('https://localhost:1/')).rejects.toThrow('is on a private, loopback or link-local network');
    await expect(safeFetch('https://169.254.169.254/latest/meta-data/')).rejects.toThrow('private');
    await expect(safeFetch('https://[::ffff:7f00:1]/')).rejects.toThrow('private');
    await expect(safeFetch('not a url')).rejects.toThrow('is not a valid URL');
  });

  it('reaches an allowed host by its name, and checks redirects again', async () => {
    process.env.OUTBOUND_ALLOWED_HOSTS = 'localhost';
    const answer = await safeFetch(`${here}/check`, { headers: { authorization: 'Basic abc' } });
    expect(answer).toMatchObject({ status: 200, body: 'GET auth=Basic abc body=' });
    await expect(safeFetch(`${here}/redirect-private`)).rejects.toThrow('Only https addresses are allowed');
    // an allowed name does not allow its address written out
    await expect(safeFetch(`${here.replace('localhost', '127.0.0.1')}/check`)).rejects.toThrow('Only https');
  });
});

describe('redirects', () => {
  const post = {
    method: 'POST',
    headers: { authorization: 'Basic abc', 'content-type': 'text/plain' },
    body: 'secret=1',
  };
  const via = (status: number, target: string) => `${here}/hop?status=${status}&to=${encodeURIComponent(target)}`;

  it('keep credentials, method and body on the same origin (307), and turn a 303 into a GET without body', async () => {
    process.env.OUTBOUND_ALLOWED_HOSTS = 'localhost';
    expect((await safeFetch(via(307, 'HERE/landing'), post)).body).toBe('POST auth=Basic abc body=secret=1');
    expect((await safeFetch(via(303, 'HERE/landing'), post)).body).toBe('GET auth=Basic abc body=');
    expect((await safeFetch(via(302, 'HERE/landing'), post)).body).toBe('GET auth=Basic abc body=');
  });

  it('never carry credentials or a body to another origin', async () => {
    process.env.OUTBOUND_ALLOWED_HOSTS = 'localhost';
    seenElsewhere.length = 0;
    await safeFetch(via(302, `${elsewhere}/a`), { headers: { authorization: 'Basic abc', cookie: 'sid=1' } });
    await safeFetch(via(303, `${elsewhere}/b`), post);
    await safeFetch(via(301, `${elsewhere}/c`), post);
    await expect(safeFetch(via(307, `${elsewhere}/d`), post)).rejects.toThrow(
      'redirected the request to another address',
    );
    await expect(safeFetch(via(308, `${elsewhere}/e`), post)).rejects.toThrow(
      'redirected the request to another address',
    );
    expect(seenElsewhere).toEqual([
      { method: 'GET', url: '/a', authorization: '', body: '' },
      { method: 'GET', url: '/b', authorization: '', body: '' },
      { method: 'GET', url: '/c', authorization: '', body: '' },
    ]);
    delete process.env.OUTBOUND_ALLOWED_HOSTS;
  });
});

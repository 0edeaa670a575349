import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, safeFetch } from './safe-fetch';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/redirect-private') {
      response.writeHead(302, { location: 'http://10.0.0.1/' }).end();
    } else {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`auth=${request.headers.authorization ?? ''}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

describe('outbound request guard', () => {
  it('tells public addresses from private, loopback and link-local ones', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses plain http and private targets unless the deployment allows the host', async () => {
    delete process.env.OUTBOUND_ALLOWED_HOSTS;
    await expect(safeFetch(`${base}/`)).rejects.toThrow('Only https addresses are allowed (http was given).');
    await expect(safeFetch('https://127.0.0.1:1/')).rejects.toThrow('is on a private, loopback or link-local network');
    await expect(safeFetch('https://169.254.169.254/latest/meta-data/')).rejects.toThrow('private');
    await expect(safeFetch('not a url')).rejects.toThrow('is not a valid URL');
  });

  it('reaches an allowed host, and checks redirects again', async () => {
    process.env.OUTBOUND_ALLOWED_HOSTS = '127.0.0.1';
    const answer = await safeFetch(`${base}/check`, { headers: { authorization: 'Basic abc' } });
    expect(answer).toMatchObject({ status: 200, body: 'auth=Basic abc' });
    await expect(safeFetch(`${base}/redirect-private`)).rejects.toThrow('Only https addresses are allowed');
    delete process.env.OUTBOUND_ALLOWED_HOSTS;
  });
});

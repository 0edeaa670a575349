import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-ins were asked, so a test can check what the runtime sent. */
export interface StandInLog {
  basicChecks: string[];
  tokenRequests: URLSearchParams[];
  queries: { authorization: string; q: string }[];
}

export const BASIC_USER = 'svc-e2e';
export const BASIC_PASSWORD = 'Basic-Pass-e2e-1';
export const SALESFORCE_TOKEN = 'sf-token-e2e';
export const SALES_RECORDS = [
  {
    attributes: { type: 'Opportunity' },
    Name: 'Acme renewal',
    Amount: 120000,
    StageName: 'Closed Won',
    CloseDate: '2026-01-15',
  },
  {
    attributes: { type: 'Opportunity' },
    Name: 'Globex expansion',
    Amount: 45000,
    StageName: 'Closed Won',
    CloseDate: '2026-01-02',
  },
];

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

/**
 * External systems on 127.0.0.1, reached by the name localhost (OUTBOUND_ALLOWED_HOSTS names localhost):
 * - GET /basic-check: 200 for BASIC_USER:BASIC_PASSWORD, else 401 (a Basic Auth credential check);
 * - GET /authorize: an OAuth provider's sign-in, which sends the browser back to redirect_uri with a code and the state;
 * - POST /token: the provider's token endpoint, answering {access_token, refresh_token};
 * - GET /services/data/v59.0/query: Salesforce's query API, {totalSize, done, records}; 503 for the quota briefing.
 */
export async function startStandIns(): Promise<{ url: string; log: StandInLog; close: () => Promise<void> }> {
  const log: StandInLog = { basicChecks: [], tokenRequests: [], queries: [] };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/basic-check') {
        const given = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
        log.basicChecks.push(given);
        return given === `${BASIC_USER}:${BASIC_PASSWORD}`
          ? json(200, { ok: true })
          : json(401, { error: 'unauthorized' });
      }
      if (url.pathname === '/authorize') {
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', 'code-e2e');
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (url.pathname === '/token' && request.method === 'POST') {
        log.tokenRequests.push(new URLSearchParams(await body(request)));
        return json(200, { access_token: 'access-e2e', refresh_token: 'refresh-e2e', token_type: 'Bearer' });
      }
      if (url.pathname === '/services/data/v59.0/query') {
        const q = url.searchParams.get('q') ?? '';
        log.queries.push({ authorization: request.headers.authorization ?? '', q });
        if (request.headers.authorization !== `Bearer ${SALESFORCE_TOKEN}`)
          return json(401, [{ errorCode: 'INVALID_SESSION_ID' }]);
        if (q.includes('Probability')) return json(503, [{ errorCode: 'SERVER_UNAVAILABLE' }]);
        return json(200, { totalSize: SALES_RECORDS.length, done: true, records: SALES_RECORDS });
      }
      json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

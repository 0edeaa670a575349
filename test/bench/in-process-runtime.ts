/**
 * The local runtime started inside a bench script's own process (in-memory stand-ins, seeded), so the script can
 * time HTTP calls and reach the same DynamoDB stand-in directly. Calls go over one keep-alive connection, as a
 * browser tab's would. Import the data clients only after `startInProcessRuntime()` (they read the environment).
 */
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BENCH_PASSWORD = 'Bench-Password-42!';
export const DEMO_ORG = '7d5e8a3c-1f2b-4c6d-9e0a-1b2c3d4e5f60';
export const OTHER_ORG = '2a9b7c6d-5e4f-4a3b-8c1d-0e9f8a7b6c50';
export const jsonHeaders = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** The invoice the benches add (PostInvoice's body): the rows the list call and the load read. */
export function benchInvoice(amount: number) {
  return {
    Paymentmethod: 'Cheque',
    Currency: 'USD',
    Amount: amount,
    Status: 'Issued',
    InvoiceCreatedDate: '01/10/2026',
    InvoiceDueDate: '01/11/2026',
  };
}

export async function startInProcessRuntime() {
  Object.assign(process.env, {
    STAGE: 'local',
    MAIL_TRANSPORT: 'outbox',
    MAIL_FROM: 'bench@switchboard.local',
    MAIL_OUTBOX_DIR: '/tmp',
    CONSOLE_URL: 'http://localhost:3000',
    SECURE_COOKIES: 'false',
    LOG_LEVEL: 'error',
  });
  const { startStandIns } = await import('../../functions/src/local/standins');
  const standIns = await startStandIns(undefined);
  const { seed } = await import('../../functions/src/local/seed');
  const { createLocalServer } = await import('../../functions/src/local/server');
  await seed(BENCH_PASSWORD);
  const server = await createLocalServer('/nonexistent');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  function send(path: string, method: string, headers: Record<string, string>, body?: string) {
    return new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
      const req = request(`${base}${path}`, { method, headers, agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cookie: response.headers['set-cookie']?.[0]?.split(';')[0] }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The headers of a signed-in call: JSON, the CSRF header and the session cookie. */
  async function signIn(email: string): Promise<Record<string, string>> {
    const login = await send(
      '/Auth/Login',
      'POST',
      jsonHeaders,
      JSON.stringify({ Email: email, Password: BENCH_PASSWORD }),
    );
    if (!login.cookie) throw new Error(`Sign-in of ${email} answered ${login.status}`);
    return { ...jsonHeaders, cookie: login.cookie };
  }

  async function close() {
    agent.destroy();
    server.close();
    await standIns.close();
  }

  return { base, send, signIn, close };
}

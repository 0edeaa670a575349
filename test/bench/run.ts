/**
 * npm run bench: measures the DESIGN §9 budgets that exist so far and prints figures (no thresholds fail a run).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Agent, request as httpRequest } from 'node:http';

const root = join(import.meta.dirname, '..', '..');
const PASSWORD = 'Bench-Password-42!';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const agent = new Agent({ keepAlive: true, maxSockets: 50 });

/** A keep-alive HTTP call (fetch cannot pool 50 connections without a dependency). */
function send(url: string, options: { method?: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookies: response.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const row = (name: string, figure: string, budget: string) =>
  console.log(`${name.padEnd(44)} ${figure.padStart(14)}   budget ${budget}`);

function lambdaBundles(): void {
  execFileSync(process.execPath, ['functions/build.mjs'], { cwd: root, stdio: 'ignore' });
  for (const group of readdirSync(join(root, 'functions', 'dist'))) {
    const file = join(root, 'functions', 'dist', group, 'index.mjs');
    row(`lambda ${group}: bundle gzip`, kb(gzipSync(readFileSync(file)).length), '≤ 250 KB');
    const times = [1, 2, 3].map(() => {
      const out = execFileSync(
        process.execPath,
        ['-e', `const t=performance.now();import(${JSON.stringify(file)}).then(()=>console.log(performance.now()-t))`],
        {
          env: {
            ...process.env,
            TABLE_IDENTITY: 'i',
            TABLE_ENTITIES: 'e',
            TABLE_CATALOGUE: 'c',
            STAGE: 'dev',
            SECURE_COOKIES: 'true',
            SECRETS_PREFIX: 'switchboard/bench/',
            CONSOLE_URL: 'https://console.example.com',
            MAIL_TRANSPORT: 'ses',
            MAIL_FROM: 'no-reply@example.com',
          },
        },
      );
      return Number(out.toString());
    });
    row(`lambda ${group}: cold import (median of 3)`, `${times.sort((a, b) => a - b)[1]!.toFixed(1)} ms`, '≤ 100 ms');
  }
}

function consoleFirstPage(): void {
  const dist = join(root, 'web', 'dist');
  if (!existsSync(join(dist, 'index.html'))) execFileSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'ignore' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  row('console: JS the first page loads (gzip)', kb(total), '≤ 350 KB');
}

async function runtime(): Promise<void> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--in-memory', '--port', '0', '--no-build', '--quiet'], {
    cwd: root,
    env: { ...process.env, SWITCHBOARD_SEED_PASSWORD: PASSWORD, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve) =>
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /running on (http:\/\/localhost:\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    }),
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
    row('local runtime: resident memory when idle', `${(Number(rss) / 1024).toFixed(0)} MB`, '≤ 400 MB');

    const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };
    const login = await send(`${baseUrl}/Auth/Login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ Email: 'org.admin@example.com', Password: PASSWORD }),
    });
    const cookie = login.cookies[0]!.split(';')[0]!;
    for (let i = 0; i < 47; i++) {
      await send(`${baseUrl}/SetupProcessEntity/PostInvoice`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({
          Paymentmethod: 'Cheque',
          Currency: 'USD',
          Amount: i,
          Status: 'Issued',
          InvoiceCreatedDate: '01/10/2026',
          InvoiceDueDate: '01/11/2026',
        }),
      });
    }
    const latencies: number[] = [];
    const perWorker = 40;
    const worker = async () => {
      for (let i = 0; i < perWorker; i++) {
        const started = performance.now();
        const answer = await send(`${baseUrl}/SetupProcessEntity/GetInvoices`, { headers: { ...headers, cookie } });
        if (answer.status !== 200) throw new Error(`GetInvoices answered ${answer.status}`);
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker)); // warm-up
    latencies.length = 0;
    await Promise.all(Array.from({ length: 50 }, worker));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    row('API GetInvoices (50 rows), 50 connections: p50', `${at(0.5)} ms`, '');
    row('API GetInvoices (50 rows), 50 connections: p99', `${at(0.99)} ms`, '≤ 25 ms');
    agent.destroy();
  } finally {
    child.kill('SIGTERM');
  }
}

console.log('Switchboard benchmarks (DESIGN §9)\n');
lambdaBundles();
try {
  consoleFirstPage();
} catch (error) {
  row('console: JS the first page loads (gzip)', 'not built', `≤ 350 KB (${(error as Error).message})`);
}
await runtime();
console.log(
  '\nNot measured yet: usage-log paging, help answering, bulk import (their features arrive with later issues).',
);

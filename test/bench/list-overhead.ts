/**
 * DESIGN §9: "a list call over HTTP on the local runtime ≤ 1.3× the raw DynamoDB Query it performs (one
 * connection, interleaved in one run)". Run by test/bench/run.ts in a child process: it starts the local runtime
 * in-process (so the raw Query reaches the same DynamoDB stand-in), catches the Query GetInvoices performs (its
 * index, order and Limit, as the service sends it), then alternates GetInvoices over one keep-alive connection with
 * that very Query, and prints the medians as JSON. A third call in each round sets the floor: the same answer (its
 * bytes and headers) from a bare node:http server that does nothing else, i.e. what one loopback HTTP hop costs here.
 */
import { Agent, createServer, request, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startListCall } from './list-call';
import { median } from './stats';

const ROUNDS = 400;

const { runtime, signedIn, getInvoices, query, input } = await startListCall();

/** A bare node:http server answering GetInvoices' answer as it came, over one keep-alive connection of its own. */
async function bareServer() {
  const answer = await new Promise<{ headers: OutgoingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(`${runtime.base}/SetupProcessEntity/GetInvoices`, { headers: signedIn }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...headers } = answer.headers;
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = () =>
    new Promise<void>((resolve, reject) => {
      const req = request(url, { headers: signedIn, agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      req.on('error', reject);
      req.end();
    });
  return { call, bytes: answer.body.length, close: () => (agent.destroy(), server.close()) };
}
const bare = await bareServer();

const http: number[] = [];
const raw: number[] = [];
const hop: number[] = [];
for (let round = 0; round < ROUNDS + 50; round++) {
  let started = performance.now();
  await getInvoices();
  const httpMs = performance.now() - started;
  started = performance.now();
  await query();
  const rawMs = performance.now() - started;
  started = performance.now();
  await bare.call();
  const hopMs = performance.now() - started;
  if (round >= 50) {
    http.push(httpMs);
    raw.push(rawMs);
    hop.push(hopMs);
  }
}
const figures = { http: median(http), raw: median(raw), bareHop: median(hop), answerBytes: bare.bytes, query: input };
process.stdout.write(`${JSON.stringify(figures)}\n`);
bare.close();
await runtime.close();
process.exit(0);

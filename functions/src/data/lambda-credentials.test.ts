import { billingRoutes, SESSION_COOKIE } from '@switchboard/shared';
import { build } from 'esbuild';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../../build.mjs';

const dir = mkdtempSync(join(tmpdir(), 'lambda-credentials-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A DynamoDB endpoint that records each request's headers and finds no item (so no session). */
async function recordingDynamo() {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    request.resume().on('end', () => {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The environment a deployed billing Lambda has: its role's credentials as the three variables, nothing else. */
const lambdaEnvironment = (endpoint: string) => ({
  PATH: process.env.PATH,
  // An empty home: no ~/.aws files a chain could fall back on.
  HOME: dir,
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'ASIALAMBDAROLE0000001',
  AWS_SECRET_ACCESS_KEY: 'lambda-role-secret-key',
  AWS_SESSION_TOKEN: 'lambda-role-session-token',
  AWS_ENDPOINT_URL_DYNAMODB: endpoint,
  STAGE: 'dev',
  TABLE_IDENTITY: 'identity',
  TABLE_ENTITIES: 'entities',
  TABLE_LOGS: 'logs',
  SECURE_COOKIES: 'true',
  LOG_LEVEL: 'error',
});

/** GetInvoices with a session cookie, as API Gateway hands it to the Lambda. */
const list = billingRoutes.GetInvoices;
const event = {
  version: '2.0',
  routeKey: `${list.method} ${list.path}`,
  rawPath: list.path,
  rawQueryString: '',
  cookies: [`${SESSION_COOKIE}=a-session-token-the-table-does-not-know`],
  headers: { 'x-requested-with': 'XMLHttpRequest', host: 'console.example.com' },
  requestContext: { http: { method: list.method, path: list.path, sourceIp: '203.0.113.9' }, requestId: 'r-1' },
  isBase64Encoded: false,
};

describe('the Lambda bundles get their AWS credentials from the environment', () => {
  it("signs the bundled billing handler's DynamoDB call with the role's variables", async () => {
    const bundle = join(dir, 'billing', 'index.mjs');
    await build(bundleOptions(join(import.meta.dirname, '..', 'groups', 'billing', 'handler.ts'), bundle));
    const dynamo = await recordingDynamo();
    try {
      const script = `const { handler } = await import(${JSON.stringify(bundle)});
        const answer = await handler(${JSON.stringify(event)}, { awsRequestId: 'r-1', functionName: 'billing' });
        console.log(JSON.stringify(answer));`;
      const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
        env: lambdaEnvironment(dynamo.url),
      });
      const answer = JSON.parse(stdout.trim().split('\n').at(-1)!) as { statusCode: number; body: string };
      // The session lookup reached DynamoDB, signed with the variables' key and carrying their session token.
      expect(dynamo.seen.length).toBeGreaterThan(0);
      for (const headers of dynamo.seen) {
        expect(headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=ASIALAMBDAROLE0000001\/\d{8}\/eu-west-1\//);
        expect(headers['x-amz-security-token']).toBe('lambda-role-session-token');
      }
      // No such session: the user is sent to sign in.
      expect(answer.statusCode).toBe(401);
      expect(JSON.parse(answer.body)).toBe('Redirect');
    } finally {
      dynamo.server.close();
    }
  }, 60_000);
});

import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionCache } from '../auth/session-cache';
import { hashToken } from '../auth/sessions';

process.env.TABLE_IDENTITY = 'identity';
process.env.TABLE_ENTITIES = 'entities';
process.env.TABLE_LOGS = 'logs';
process.env.STAGE = 'dev';
process.env.SECURE_COOKIES = 'true';

const { handler } = await import('../groups/billing/handler');
const dynamo = mockClient(DynamoDBDocumentClient);

const now = () => Math.floor(Date.now() / 1000);
const session = (overrides: Record<string, unknown> = {}) => ({
  tokenHash: hashToken('token'),
  Email: 'staff@example.com',
  Role: 'Staff',
  OrganizationID: 'org-1',
  createdAt: now() - 60,
  lastSeenAt: now() - 60,
  expiresAt: now() + 3600,
  ...overrides,
});

function event(routeKey: string, options: { csrf?: boolean; cookie?: string; body?: string } = {}) {
  return {
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1],
    headers: {
      'content-type': 'application/json',
      ...(options.csrf === false ? {} : { 'x-requested-with': 'XMLHttpRequest' }),
    },
    cookies: options.cookie ? [options.cookie] : undefined,
    body: options.body,
    requestContext: { http: { sourceIp: '127.0.0.1' } },
  } as unknown as APIGatewayProxyEventV2;
}
const context = { awsRequestId: 'req-1' } as Context;

describe('the billing handler middleware', () => {
  beforeEach(() => {
    dynamo.reset();
    // Each test stores the session its own way: none may see the one an earlier test's request kept.
    sessionCache.clear();
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  });

  it('refuses a request without the CSRF header before touching the session', async () => {
    const result = await handler(event('GET /SetupProcessEntity/GetInvoices', { csrf: false }), context);
    expect(result).toMatchObject({ statusCode: 403 });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 401 Redirect without a session cookie', async () => {
    const result = await handler(event('GET /SetupProcessEntity/GetInvoices'), context);
    expect(result).toMatchObject({ statusCode: 401, body: '"Redirect"' });
  });

  it('ends an idle session and answers Redirect', async () => {
    dynamo.on(GetCommand).resolves({ Item: session({ lastSeenAt: now() - 3 * 3600 }) });
    const result = await handler(event('GET /SetupProcessEntity/GetInvoices', { cookie: 'sb_session=token' }), context);
    expect(result).toMatchObject({ statusCode: 401 });
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input.Key).toEqual({
      pk: `SESSION#${hashToken('token')}`,
      sk: 'SESSION',
    });
  });

  it('refuses a role the route does not name (403) without reading invoices', async () => {
    dynamo.on(GetCommand).resolves({ Item: session() });
    const result = await handler(event('GET /SetupProcessEntity/GetInvoices', { cookie: 'sb_session=token' }), context);
    expect(result).toMatchObject({ statusCode: 403 });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 400 naming the field before any write', async () => {
    dynamo.on(GetCommand).resolves({ Item: session({ Role: 'OrgAdmin' }) });
    const result = await handler(
      event('POST /SetupProcessEntity/PostInvoice', { cookie: 'sb_session=token', body: '{"Amount":-1}' }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body!)).toContain('Amount: must be at least 0');
  });

  it('answers a server fault with the request id only, never the stack', async () => {
    dynamo.on(GetCommand).resolves({ Item: session({ Role: 'OrgAdmin' }) });
    dynamo.on(QueryCommand).rejects(new Error('connection reset at /secret/path'));
    const result = await handler(event('GET /SetupProcessEntity/GetInvoices', { cookie: 'sb_session=token' }), context);
    expect(result.statusCode).toBe(500);
    expect(result.body).toBe('"Something went wrong on the server (request req-1)."');
  });

  it('lists the session organization only', async () => {
    dynamo.on(GetCommand).resolves({ Item: session({ Role: 'OrgAdmin' }) });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const result = await handler(event('GET /SetupProcessEntity/GetInvoices', { cookie: 'sb_session=token' }), context);
    expect(result).toMatchObject({ statusCode: 200, body: '[]' });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'ORG#org-1#Invoice',
    });
  });
});

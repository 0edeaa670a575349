import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders } from '../http/security-headers';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** The connection ended before the body arrived: a client gone, or a slow body cut by the server. */
export class BodyNotReceived extends Error {}

const NO_BODY = Buffer.alloc(0);

/** The whole body; rejects with BodyNotReceived when the connection ends first. */
function readBody(request: IncomingMessage): Promise<Buffer | 'tooLarge'> {
  // A request that announces no body (a GET, mostly) has none to wait for: Node reads and drops the rest.
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  if (encoding === undefined && (length === undefined || length === '0')) return Promise.resolve(NO_BODY);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? 'tooLarge' : Buffer.concat(chunks)));
    request.on('error', () => reject(new BodyNotReceived('the request ended before its body arrived')));
    request.on('close', () => {
      if (!request.complete) reject(new BodyNotReceived('the request ended before its body arrived'));
    });
  });
}

/** Turns a Node request into the API Gateway HTTP API (payload 2.0) event the group handlers receive in Lambda. */
export async function toEvent(
  request: IncomingMessage,
  routeKey: string,
  url: URL,
): Promise<APIGatewayProxyEventV2 | 'tooLarge'> {
  const body = await readBody(request);
  if (body === 'tooLarge') return 'tooLarge';
  return lambdaEvent({
    routeKey,
    url,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: body.length ? body.toString('utf8') : undefined,
    sourceIp: request.socket.remoteAddress ?? '',
    httpVersion: request.httpVersion,
  });
}

export interface RequestParts {
  routeKey: string;
  url: URL;
  method: string;
  /** Lower-case names, as Node gives them (the cookie header among them). */
  headers: Record<string, string | string[] | undefined>;
  body: string | undefined;
  sourceIp: string;
  httpVersion: string;
}

/** The payload 2.0 event of a request, as API Gateway builds it (also for a request that never went over HTTP). */
export function lambdaEvent(parts: RequestParts): APIGatewayProxyEventV2 {
  const { routeKey, url } = parts;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(parts.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  if (url.search)
    for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const cookieHeader = parts.headers.cookie;
  const cookies = (Array.isArray(cookieHeader) ? cookieHeader.join(';') : (cookieHeader ?? ''))
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const requestId = randomUUID();
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: cookies.length ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: parts.method,
        path: url.pathname,
        protocol: `HTTP/${parts.httpVersion}`,
        sourceIp: parts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: parts.body,
    isBase64Encoded: false,
  };
}

export function lambdaContext(requestId: string, functionName: string): Context {
  return {
    awsRequestId: requestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 15_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Writes a Lambda's answer, with the security headers CloudFront's policy adds when deployed. Its length goes in
 * Content-Length, as API Gateway sends it: the answer leaves in one write, not as chunks.
 */
export function writeResult(response: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
  const headers: Record<string, string | string[]> = {
    ...securityHeaders,
    ...(result.headers as Record<string, string>),
    'content-length': String(Buffer.byteLength(body)),
  };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(body);
}

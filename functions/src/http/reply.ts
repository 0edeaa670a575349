import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** An answer plus what goes beside it (status, cookies). Operations return a bare value when nothing else is needed. */
export class Reply<T = unknown> {
  constructor(
    readonly body: T,
    readonly options: {
      status?: number;
      cookies?: string[];
      headers?: Record<string, string>;
      /** The body is a text sent as it is (a download), with its content-type among the headers. */
      raw?: boolean;
    } = {},
  ) {}
}

export function jsonResponse(
  status: number,
  body: unknown,
  extra: { cookies?: string[]; headers?: Record<string, string> } = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...extra.headers,
    },
    body: JSON.stringify(body === undefined ? null : body),
    ...(extra.cookies?.length ? { cookies: extra.cookies } : {}),
  };
}

/** A text answer sent as it is (CSV, XML downloads): the Reply's headers name its type and file. */
export function rawResponse(status: number, reply: Reply): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...reply.options.headers },
    body: String(reply.body),
  };
}

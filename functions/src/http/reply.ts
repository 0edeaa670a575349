import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** An answer plus what goes beside it (status, cookies). Operations return a bare value when nothing else is needed. */
export class Reply<T = unknown> {
  constructor(
    readonly body: T,
    readonly options: { status?: number; cookies?: string[]; headers?: Record<string, string> } = {},
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

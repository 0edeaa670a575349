import { directRouteEntries, routeKey, type Group } from '@switchboard/shared';
import { inject } from 'vitest';
import type { LambdaHandler } from '../../functions/src/local/apigw-adapter';
import { baseUrl } from './client';
import { RUNTIME_SETTINGS } from './global-setup';
import { countStorageWrites } from './storage-writes';

/** A fetch: the same (url, init) in, a Response out. */
export type Transport = (url: URL, init: RequestInit) => Promise<Response>;

/**
 * SWEEPS_OVER_HTTP=1 sends every fuzz case over HTTP, as before (to compare, or to rule this out). Only the cases go
 * in-process: the sweeps' reads of the stored data stay over HTTP, where the runtime's process does the handlers'
 * work on the other core (in-process, the access sweep took 100 s against 103 s, within the machine's noise).
 */
export const sweepsInProcess = process.env.SWEEPS_OVER_HTTP !== '1';

let answering: Promise<Transport> | undefined;

/**
 * fetch without HTTP: the request, as the API Gateway event the runtime would build of it, goes to the very group
 * handler the runtime (and Lambda) runs, with its middleware, loaded in this test process on the runtime's own
 * stand-ins (its tables, bucket and secrets) and settings. A second Lambda container, reached without a socket: the
 * fuzz sends its thousands of refusal cases this way, one per callable over HTTP.
 */
export const inProcessFetch: Transport = (url, init) => (answering ??= loadHandlers()).then((send) => send(url, init));

let environment: Promise<void> | undefined;

/**
 * Points this test process at the runtime's stand-ins and settings, once: the functions' services may then be called
 * here on the runtime's own tables, bucket and secrets (as a second Lambda container would).
 */
export const joinRuntime = () => (environment ??= pointAtRuntime());

async function pointAtRuntime(): Promise<void> {
  const { pointAtStandIns } = await import('../../functions/src/local/standins');
  const { localRuntimeEnv } = await import('../../functions/src/local/runtime-env');
  pointAtStandIns({
    dynamodb: inject('dynamoEndpoint'),
    s3: inject('s3Endpoint'),
    secretsManager: inject('secretsEndpoint'),
  });
  // The runtime logs every request at info (the secret scan reads them); here only what goes wrong.
  Object.assign(process.env, localRuntimeEnv({ outbox: inject('outbox'), consoleUrl: baseUrl(), logLevel: 'warn' }));
  Object.assign(process.env, RUNTIME_SETTINGS);
}

async function loadHandlers(): Promise<Transport> {
  // Before any handler sends a command: the sweeps prove by the count that their refusal cases stored nothing.
  countStorageWrites();
  await joinRuntime();
  // Loaded after the environment is set: the services read it when first used.
  const { loadHandlers: load } = await import('../../functions/src/local/server');
  const { lambdaContext, lambdaEvent } = await import('../../functions/src/local/apigw-adapter');
  const handlers: Map<Group, LambdaHandler> = await load();
  const groupByRouteKey = new Map(directRouteEntries.map(([, def]) => [routeKey(def), def.group]));

  return async (url, init) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const group = groupByRouteKey.get(key);
    if (!group) throw new Error(`in-process: no route ${key} (the local server answers it before any handler)`);
    const headers: Record<string, string> = { host: url.host };
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      headers[name.toLowerCase()] = value;
    const event = lambdaEvent({
      routeKey: key,
      url,
      method,
      headers,
      body: typeof init.body === 'string' && init.body.length ? init.body : undefined,
      sourceIp: '127.0.0.1',
      httpVersion: '1.1',
    });
    const result = await handlers.get(group)!(
      event,
      lambdaContext(event.requestContext.requestId, `switchboard-${group}`),
    );
    const answerHeaders = new Headers(result.headers as Record<string, string> | undefined);
    for (const cookie of result.cookies ?? []) answerHeaders.append('set-cookie', cookie);
    const status = result.statusCode ?? 200;
    const body = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
    return new Response([204, 304].includes(status) ? null : body, { status, headers: answerHeaders });
  };
}

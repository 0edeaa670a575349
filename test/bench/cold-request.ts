/**
 * A cold start up to the first answer (npm run bench:cold-start): a fresh Node process imports a group's bundle and
 * serves one typical request of the group, signed in, against the local stand-ins (the bench's own process runs them,
 * seeded). Routes load their code on first use, so the cold import alone would not show what a cold request waits for.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { routes, type RouteName } from '@switchboard/shared';
import { jsonHeaders, startInProcessRuntime } from './in-process-runtime';
import { lambdaEnv } from './lambda-env';

/** A skill test's definition as the console uploads it, and the test the runs are listed of (added at the start). */
const definition = { version: 1, name: 'cold start', steps: [{ say: 'hello there', expect: { noMatch: false } }] };
const SKILL_TEST_ID = 'c01d5a7e-0000-4000-8000-000000000001';

/** Per group: the signed-in user, the route, and its query or body: a list or read a console page opens first. */
const typical: Record<string, { email: string; route: RouteName; query?: string; body?: unknown; type?: string }> = {
  account: { email: 'org.admin@example.com', route: 'Me' },
  billing: { email: 'platform.admin@example.com', route: 'GetInvoices' },
  catalogue: { email: 'org.admin@example.com', route: 'GetSystemLists' },
  connections: { email: 'org.admin@example.com', route: 'GetIntegrationConfiguration' },
  content: { email: 'staff@example.com', route: 'GetNews' },
  help: { email: 'staff@example.com', route: 'GetHelp' },
  logs: { email: 'org.admin@example.com', route: 'GetLogVolume', query: 'StartDate=2026-01-01&EndDate=2026-12-31' },
  media: {
    email: 'staff@example.com',
    route: 'UploadFiles',
    query: 'MediaType=application/json',
    type: 'multipart/form-data; boundary=cold',
    body: [
      '--cold',
      'Content-Disposition: form-data; name="file"; filename="test.json"',
      'Content-Type: application/json',
      '',
      JSON.stringify(definition),
      '--cold--',
      '',
    ].join('\r\n'),
  },
  organization: { email: 'org.admin@example.com', route: 'SystemSettings' },
  relay: {
    email: 'staff@example.com',
    route: 'RequestData',
    body: { Method: 'GET', RequestType: '/api/GetCollectionCategories', QueryString: '' },
  },
  skilltests: { email: 'staff@example.com', route: 'GetTestRuns', query: `id=${SKILL_TEST_ID}` },
  users: { email: 'org.admin@example.com', route: 'GetInvitedUsers' },
};

/** The API Gateway (HTTP API, payload 2.0) event of a group's typical request. */
function eventOf(group: string, cookie: string) {
  const { route, query = '', body, type } = typical[group]!;
  const def = routes[route];
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const headers = { ...jsonHeaders, ...(type ? { 'content-type': type } : {}), 'user-agent': 'cold-start bench' };
  return {
    version: '2.0',
    routeKey: `${def.method} ${def.path}`,
    rawPath: def.path,
    rawQueryString: query,
    cookies: [cookie],
    headers,
    queryStringParameters: query ? Object.fromEntries(new URLSearchParams(query)) : undefined,
    requestContext: {
      http: { method: def.method, path: def.path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: '' },
      requestId: 'cold-1',
      routeKey: `${def.method} ${def.path}`,
      stage: '$default',
      timeEpoch: Date.now(),
    },
    body: text,
    isBase64Encoded: false,
  };
}

export interface ColdRequest {
  /** The typical route of a group, as the table names it. */
  routeOf(group: string): string;
  /**
   * One fresh process (this one's node, or the one given): import the bundle, serve the request; both times from the
   * import's start, and the status.
   * Asynchronous: the S3 and Secrets Manager stand-ins answer from this process's event loop.
   */
  once(group: string, file: string, node?: string): Promise<{ importMs: number; totalMs: number; status: number }>;
  close(): Promise<void>;
}

/** Starts the seeded stand-ins and signs in each typical request's user (a session cookie each). */
export async function startColdRequests(): Promise<ColdRequest> {
  const runtime = await startInProcessRuntime();
  const cookies = new Map<string, string>();
  for (const { email } of Object.values(typical)) {
    if (!cookies.has(email)) cookies.set(email, (await runtime.signIn(email)).cookie!);
  }
  const added = await runtime.send(
    '/Utilities/SubmitData',
    'POST',
    { ...jsonHeaders, cookie: cookies.get(typical.skilltests!.email)! },
    JSON.stringify({
      Method: 'POST',
      RequestType: '/api/addSkillTest',
      RequestBody: {
        Id: SKILL_TEST_ID,
        Name: 'Cold start',
        ScheduleType: '0',
        SendReportAsEmail: false,
        ReportEmail: '',
        TestDefinitionJson: JSON.stringify(definition),
        Url: '',
      },
    }),
  );
  if (added.status !== 200) throw new Error(`addSkillTest answered ${added.status}`);
  // A deployed Lambda's environment, its AWS endpoints, tables and bucket those of the stand-ins.
  const standIns = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => /^(AWS_|TABLE_|BUCKET_|S3_|SECRETS_PREFIX$)/.test(name)),
  );
  const env = { ...lambdaEnv, ...standIns, LOG_LEVEL: 'error' };
  return {
    routeOf: (group) => typical[group]!.route,
    async once(group, file, node = process.execPath) {
      const event = eventOf(group, cookies.get(typical[group]!.email)!);
      const script = `const t = performance.now();
        const { handler } = await import(${JSON.stringify(file)});
        const imported = performance.now();
        const answer = await handler(${JSON.stringify(event)}, { awsRequestId: 'cold-1' });
        console.log(JSON.stringify({ importMs: imported - t, totalMs: performance.now() - t, status: answer.statusCode }));`;
      // Its stderr is kept with the error if it fails (the SDK warns on every start under node 20).
      const { stdout } = await promisify(execFile)(node, ['--input-type=module', '-e', script], { env });
      return JSON.parse(stdout.trim().split('\n').at(-1)!) as Awaited<ReturnType<ColdRequest['once']>>;
    },
    close: () => runtime.close(),
  };
}

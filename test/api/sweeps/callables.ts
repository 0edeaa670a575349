import {
  directRouteEntries,
  relayCall,
  relayOperationEntries,
  type Access,
  type HttpMethod,
  type RelayOperationName,
  type RouteDef,
  type RouteName,
} from '@switchboard/shared';
import type * as z from 'zod/mini';
import { call } from '../client';
import { inProcessFetch } from '../in-process';

/**
 * THE adapter between the sweeps and what the API offers: every "callable" is a row of the shared route table, a
 * direct route or an /api operation of the relay (a `via: 'relay'` row, reached through POST
 * /Utilities/RequestData|SubmitData). The sweeps know nothing else about where a callable lives.
 */
export interface Callable {
  /** The route's name, or "<METHOD> /api/<Operation>" for a relay operation. */
  name: string;
  via: 'route' | 'relay';
  method: HttpMethod;
  path: string;
  access: Access;
  csrfExempt: boolean;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The success status of a direct route (relay operations answer 200). */
  status: number;
  /** Whether a read answers a list (an array), so the sweeps can read data back with it. */
  answersList: boolean;
  /** The query object the callable's validation sees for a query string (repeated names, decoding). */
  seenQuery(raw: string): Record<string, string>;
  /**
   * Fields that carry another callable's input (the relay's QueryString and RequestBody): that callable judges
   * their content, so the text rules do not apply to them here.
   */
  opaqueFields: string[];
  /** A query value this long still reaches the callable's validation (URL and relay limits). */
  longQueryText: number;
  invoke(input: CallInput): Promise<Outcome>;
}

export interface CallInput {
  query?: Record<string, string>;
  /** A query string as sent (fuzz); for a relay operation it is its QueryString text. */
  rawQuery?: string;
  body?: unknown;
  /** A body as sent (not JSON); direct routes only. */
  rawBody?: string;
  cookie?: string;
  csrf?: boolean;
  registerSecrets?: boolean;
  /** Straight to the handler in this process (in-process.ts) instead of over HTTP to the runtime. */
  inProcess?: boolean;
}

/** What came back, the same for both kinds: the HTTP status, a refusal's message, a success's answer. */
export interface Outcome {
  status: number;
  message?: string;
  answer?: unknown;
  /** Where a redirect goes. */
  location?: string;
}

/** As API Gateway (and the local runtime) hand a query to a Lambda: a repeated name's values joined by commas. */
function gatewayQuery(raw: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    query[name] = Object.hasOwn(query, name) ? `${query[name]},${value}` : value;
  }
  return query;
}

const isArrayAnswer = (schema: z.ZodMiniType) => schema.def.type === 'array';

function route(name: RouteName, def: RouteDef): Callable {
  return {
    name,
    via: 'route',
    method: def.method,
    path: def.path,
    access: def.access,
    csrfExempt: def.csrfExempt === true,
    query: def.query,
    body: def.body,
    status: def.status ?? 200,
    answersList: def.method === 'GET' && isArrayAnswer(def.answer),
    seenQuery: gatewayQuery,
    longQueryText: 8000,
    opaqueFields: def.group === 'relay' ? ['QueryString', 'RequestBody'] : [],
    async invoke({ inProcess, ...input }) {
      const transport = inProcess ? inProcessFetch : undefined;
      const answer = await call(name, { ...input, redirect: 'manual', transport });
      const location = answer.headers.get('location') ?? undefined;
      if (answer.status < 400) return { status: answer.status, answer: answer.body, location };
      const body = answer.body as string | { ResponseMessage?: string } | undefined;
      return { status: answer.status, message: typeof body === 'string' ? body : body?.ResponseMessage };
    },
  };
}

interface RelayAnswer {
  ResponseStatus: string;
  ResponseMessage: string;
  ResponseBody: string;
}

function relayed(operationName: RelayOperationName, operation: RouteDef): Callable {
  const via = relayCall(operationName).route;
  return {
    name: `${operation.method} ${operation.path}`,
    via: 'relay',
    method: operation.method,
    path: operation.path,
    access: operation.access,
    csrfExempt: false,
    query: operation.query,
    body: operation.body,
    status: 200,
    answersList: false,
    opaqueFields: [],
    // The relay reads its QueryString text as URLSearchParams: the last of a repeated name wins.
    seenQuery: (raw) => Object.fromEntries(new URLSearchParams(raw)),
    longQueryText: 1500,
    async invoke(input) {
      const answer = await call<RelayAnswer | string>(via, {
        cookie: input.cookie,
        csrf: input.csrf,
        registerSecrets: input.registerSecrets,
        transport: input.inProcess ? inProcessFetch : undefined,
        body: {
          RequestType: operation.path,
          Method: operation.method,
          QueryString: input.rawQuery ?? input.query ?? '',
          ...(input.body === undefined ? {} : { RequestBody: input.body }),
        },
      });
      // Refused before the relay ran the operation (session, CSRF header): the route's own answer.
      if (typeof answer.body === 'string') return { status: answer.status, message: answer.body };
      if (answer.status >= 300) return { status: answer.status, message: answer.body.ResponseMessage };
      return { status: answer.status, answer: JSON.parse(answer.body.ResponseBody) as unknown };
    },
  };
}

export const callables: Callable[] = [
  ...directRouteEntries.map(([name, def]) => route(name, def)),
  ...relayOperationEntries.map(([name, def]) => relayed(name, def)),
];

export const callable = (name: string): Callable => {
  const found = callables.find((c) => c.name === name);
  if (!found) throw new Error(`no callable named ${name}`);
  return found;
};

/** The roles a callable admits (undefined for public and any signed-in user). */
export const rolesOf = (c: Callable) => (Array.isArray(c.access) ? (c.access as readonly string[]) : undefined);

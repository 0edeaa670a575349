import * as z from 'zod/mini';
import type { PageInfo } from '../core/paging';
import type { HttpMethod, RouteDef } from '../core/route';
import { lazySchema } from '../core/lazy-schema';

/** The generic relay's request: an /api operation, its query string and body (spec part 2 §7). */
export const relayRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    RequestType: z
      .string({ error: 'is required' })
      // Letters and digits: the spec's names include GetTestJSONFromS3.
      .check(z.regex(/^\/api\/[A-Za-z][A-Za-z0-9]*$/, 'must be an /api operation such as /api/SetAsDefaultConnection')),
    QueryString: z._default(
      z.optional(
        z.union([
          z.string().check(z.maxLength(2000, 'must be at most 2000 characters')),
          z.record(z.string(), z.unknown()),
        ]),
      ),
      '',
    ),
    RequestBody: z.optional(z.unknown()),
    Method: z.enum(['GET', 'POST', 'PUT', 'DELETE'], { error: 'must be GET, POST, PUT or DELETE' }),
  }),
);
export type RelayRequest = z.input<typeof relayRequest>;
export type ParsedRelayRequest = z.output<typeof relayRequest>;

/**
 * The relay's answer: the operation's answer as JSON text in ResponseBody. A paged operation adds NextCursor (the
 * next page) and Truncated (a list past MAX_LIST_ITEMS without PageSize), as a direct route adds its headers.
 */
export const relayAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    ResponseStatus: z.string(),
    ResponseMessage: z.string(),
    ResponseBody: z.string(),
    NextCursor: z.optional(z.string()),
    Truncated: z.optional(z.boolean()),
  }),
);
export type RelayAnswer = z.infer<typeof relayAnswer>;

/** What a relayed list's wrapper says beside its items, as pageInfoOf reads it from a direct route's headers. */
export const relayPageInfo = (answer: RelayAnswer): PageInfo => ({
  nextCursor: answer.NextCursor,
  truncated: answer.Truncated === true,
});

/** Reads go through RequestData, writes through SubmitData. */
export const relayRouteOf = (method: HttpMethod) => (method === 'GET' ? 'RequestData' : 'SubmitData');

/** The call that runs a relay row: which relay route, and the body to send it. */
export function relayEnvelope(
  def: Pick<RouteDef, 'method' | 'path'>,
  input: { query?: Record<string, unknown>; body?: unknown } = {},
): { route: 'RequestData' | 'SubmitData'; body: RelayRequest } {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(name, String(value));
  }
  return {
    route: relayRouteOf(def.method),
    body: {
      RequestType: def.path,
      QueryString: query.toString(),
      ...(input.body === undefined ? {} : { RequestBody: input.body }),
      Method: def.method,
    },
  };
}

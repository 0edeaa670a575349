import { z } from 'zod';
import { route } from './define';

/** The generic relay's request: an /api operation, its query string and body (spec part 2 §7). */
export const relayRequest = z.object({
  RequestType: z
    .string({ error: 'is required' })
    .regex(/^\/api\/[A-Za-z]+$/, 'must be an /api operation such as /api/SetAsDefaultConnection'),
  QueryString: z
    .union([z.string().max(2000, 'must be at most 2000 characters'), z.record(z.string(), z.unknown())])
    .optional()
    .default(''),
  RequestBody: z.unknown().optional(),
  Method: z.enum(['GET', 'POST', 'PUT', 'DELETE'], { error: 'must be GET, POST, PUT or DELETE' }),
});

export const relayAnswer = z.object({
  ResponseStatus: z.string(),
  ResponseMessage: z.string(),
  ResponseBody: z.string(),
});
export type RelayAnswer = z.infer<typeof relayAnswer>;

export const relayRoutes = {
  RequestData: route({
    method: 'POST',
    path: '/Utilities/RequestData',
    group: 'relay',
    access: 'signedIn',
    body: relayRequest,
    answer: relayAnswer,
    summary: 'Runs a reading /api operation in-process; each operation keeps its own role rule and validation.',
  }),
  SubmitData: route({
    method: 'POST',
    path: '/Utilities/SubmitData',
    group: 'relay',
    access: 'signedIn',
    body: relayRequest,
    answer: relayAnswer,
    summary: 'Runs a writing /api operation in-process; each operation keeps its own role rule and validation.',
  }),
};

import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The answers many calls share: the spec's texts, and its {ResponseStatus, ResponseMessage[, ResponseBody]} wrapper. */
export const success = /* @__PURE__ */ lazySchema(() => z.literal('Success'));
export const lowerSuccess = /* @__PURE__ */ lazySchema(() => z.literal('success'));

export const wrapped = /* @__PURE__ */ lazySchema(() =>
  z.object({ ResponseStatus: z.string(), ResponseMessage: z.string() }),
);
export const wrappedWithBody = /* @__PURE__ */ lazySchema(() => z.extend(wrapped, { ResponseBody: z.string() }));

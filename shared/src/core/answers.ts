import * as z from 'zod';

/** The answers many calls share: the spec's texts, and its {ResponseStatus, ResponseMessage[, ResponseBody]} wrapper. */
export const success = z.literal('Success');
export const lowerSuccess = z.literal('success');

export const wrapped = z.object({ ResponseStatus: z.string(), ResponseMessage: z.string() });
export const wrappedWithBody = wrapped.extend({ ResponseBody: z.string() });

import * as core from 'zod/v4/core';

type Constructed = { _zod: { def: { type?: string } } };

/**
 * Counts the zod schemas constructed from now on in this process (tests only): every zod instance, schema or check,
 * hands itself to the global config's `postProcessor` hook at the end of its construction; a schema's definition has
 * a type, a check's has none.
 */
export function countZodConstructions(): { readonly count: number } {
  const counter = { count: 0 };
  const config = core.globalConfig as { postProcessor?: (instance: Constructed) => void };
  const previous = config.postProcessor;
  config.postProcessor = (instance) => {
    if (instance._zod.def.type) counter.count += 1;
    previous?.(instance);
  };
  return counter;
}

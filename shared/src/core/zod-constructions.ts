import * as core from 'zod/v4/core';

/**
 * Counts the zod schemas constructed from now on in this process (tests only): zod's classic schemas read the
 * default locale from the global config once per construction, so a counting accessor there sees every one.
 */
export function countZodConstructions(): { readonly count: number } {
  const counter = { count: 0 };
  let locale = core.globalConfig.localeError;
  Object.defineProperty(core.globalConfig, 'localeError', {
    configurable: true,
    enumerable: true,
    get: () => {
      counter.count += 1;
      return locale;
    },
    set: (value: typeof locale) => {
      locale = value;
    },
  });
  return counter;
}

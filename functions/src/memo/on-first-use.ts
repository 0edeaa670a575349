/**
 * A module loaded on its first use and kept: the handlers' services are `import()`ed when a route is first called
 * (their own chunk of the bundle), and every later call reuses that promise. Calling `import()` again per request
 * resolves the specifier again each time: ~10 µs in a Lambda, ~250 µs in the local runtime, where tsx's loader hooks
 * answer every resolution. A failed load is not kept, so the next call tries again.
 */
export function onFirstUse<M>(load: () => Promise<M>): () => Promise<M> {
  let loaded: Promise<M> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

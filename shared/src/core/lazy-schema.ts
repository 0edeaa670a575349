/**
 * A schema (or an object of field schemas) built on first use. The route table and the domains' schema modules declare
 * hundreds of zod schemas; a Lambda serves a few routes, so building them all when its bundle loads was most of a
 * cold import (the relay: ~1,800 schemas). `lazySchema(() => z.object(…))` is that schema to every reader (parse,
 * shape, extend, instanceof, the console's forms): the first property read builds it, once; nothing is built before.
 *
 * A Proxy stands in for the schema, forwarding every operation to it, so no module that imports a schema changes.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => {
    built ??= build();
    return built;
  };
  // The target is a stand-in: every trap answers from the built schema. Descriptors are reported configurable, as a
  // Proxy may not report a non-configurable property its (empty) target lacks (zod's `_zod` is non-configurable).
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key, real()),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports one of the answering model's packages from `modulesDir` (a Lambda layer's node_modules, given by the caller),
 * else as Node resolves it from this package. The packages are never bundled: the model package reads its weights and
 * the tfjs backend its .wasm from their own folders. An ESM import() ignores NODE_PATH (where Lambda puts a layer's
 * node_modules), so the package is resolved to an absolute file URL first; the specifier is computed, so esbuild
 * leaves it alone.
 */
export async function importModelPackage<T>(name: string, modulesDir?: string): Promise<T> {
  const resolver = createRequire(modulesDir ? join(modulesDir, 'model-packages.js') : import.meta.url);
  return (await import(pathToFileURL(resolver.resolve(name)).href)) as T;
}

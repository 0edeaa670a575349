import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { modelModulesDir } from '../../functions/src/config/env';

/**
 * Imports one of the answering model's packages from MODEL_MODULES_DIR (the model layer when deployed), else as
 * Node resolves it from here. The packages are never bundled: the model package reads its weights and the tfjs
 * backend its .wasm from their own folders. An ESM import() ignores NODE_PATH (where Lambda puts a layer's
 * node_modules), so the package is resolved to an absolute file URL first; the specifier is computed, so esbuild
 * leaves it alone.
 */
export async function importModelPackage<T>(name: string): Promise<T> {
  const dir = modelModulesDir();
  const resolver = createRequire(dir ? join(dir, 'model-packages.js') : import.meta.url);
  return (await import(pathToFileURL(resolver.resolve(name)).href)) as T;
}

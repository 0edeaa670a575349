import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The files a cold import of a split Lambda bundle evaluates: its entry and the chunks it imports statically,
 * transitively (functions/build.mjs); a route's own chunks load on the route's first call.
 */
export function coldImportFiles(entry: string): string[] {
  const loaded = new Set([entry]);
  for (const file of loaded) {
    // Minified ESM: `import"./x.mjs"` and `from"./x.mjs"` are static; `import("./x.mjs")` loads on first use.
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.mjs)"/g)) {
      loaded.add(resolve(dirname(file), path!));
    }
  }
  return [...loaded];
}

/** Every JavaScript file of a bundle: the entry and all its chunks. */
export function bundleFiles(entry: string): string[] {
  const dir = dirname(entry);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => join(dir, file));
}

/** The files' size gzipped together, in KB. */
export const gzipKB = (files: string[]) =>
  gzipSync(Buffer.concat(files.map((file) => readFileSync(file)))).length / 1024;

import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { log } from '../log/log';

/** Each bundle file's source map, read and parsed on the first error logged from that file (null: it has none). */
const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as never);
    } catch {
      // No map beside it (node's own files, a bundle built without one): the frame stays as it is.
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

/** A source as a reader finds it: from functions/src/, shared/src/ or node_modules/ on (the map's paths are relative). */
function sourceName(mapFile: string, source: string): string {
  const path = fileURLToPath(new URL(source, pathToFileURL(mapFile)));
  return /(?:^|\/)((?:functions|shared)\/src\/.*|node_modules\/.*)$/.exec(path)?.[1] ?? path;
}

const bundleFrame = /(file:\/\/[^\s()]+?\.mjs|\/[^\s()]+?\.mjs):(\d+):(\d+)/g;

/**
 * An error's stack with each frame in a bundled file named by its TypeScript source and line, through the bundle's
 * .map read when an error is first logged: a Lambda runs without --enable-source-maps, which would read and parse
 * the map at every cold start (test/bench/README.md, "Cold start"). Unchanged when node maps stacks itself.
 */
export function sourceMappedStack(stack: string | undefined): string | undefined {
  if (!stack || process.sourceMapsEnabled) return stack;
  return stack.replace(bundleFrame, (frame: string, file: string, line: string, column: string) => {
    const path = file.startsWith('file:') ? fileURLToPath(file) : file;
    const entry = mapOf(path)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    return `${sourceName(`${path}.map`, entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}

/**
 * A Lambda entry that is not an API group (a scheduled or asynchronous job): an error it throws is logged with its
 * source-mapped stack first (the Lambda runtime's own report names the bundle's minified lines), then thrown on.
 */
export function loggingErrors<E, R>(name: string, run: (event: E) => Promise<R>): (event: E) => Promise<R> {
  return async (event) => {
    try {
      return await run(event);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      log('error', 'unhandled error', {
        function: name,
        error: failure.name,
        detail: failure.message,
        stack: sourceMappedStack(failure.stack),
      });
      throw error;
    }
  };
}

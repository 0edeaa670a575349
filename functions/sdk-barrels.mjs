// An esbuild plugin for every Lambda bundle (functions/build.mjs). The AWS SDK's modules import each other through
// barrel files (`@smithy/core/protocols`, `@aws-sdk/core/protocols`: an index.js of `export { X } from "./x"` lines).
// With code splitting, esbuild puts a file in the chunk shared by every entry that *reaches* it, and a barrel reaches
// all of its files: the DynamoDB client's `import { AwsJson1_0Protocol } from "@aws-sdk/core/protocols"` made S3's
// REST-XML protocol, the XML builder and the stream checksums part of the chunks a cold import loads, though only a
// route's S3 call runs them (test/bench/README.md, "Cold start, round 5"). This plugin rewrites such an import to the
// files that define the names, so an entry reaches only the files it uses. A barrel that also defines names of its
// own (`@smithy/core/serde`'s index.js: `v4`, `Uint8ArrayBlobAdapter`) is split in two: its own code becomes a module
// of its own (namespace `sdk-own`), which the barrel re-exports, so the names are still defined once.
// Names it cannot follow for certain (`export * as`, a name two `export *` give) keep their import as written.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The SDK's ES module files: the importers rewritten (the barrels they import are the SDK's own too). */
const sdkModule = /[\\/]node_modules[\\/]@(?:aws-sdk|smithy)[\\/].*[\\/]dist-es[\\/].*\.js$/;
const ownPrefix = 'sdk-own:';

const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
/** `export { a, b as c } from "x"` and `import { … } from "x"` (also over several lines). */
const namedFrom = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;
const starFrom = /\bexport\s*\*\s*from\s*["']([^"']+)["'];?/g;
const namespaceFrom = /\bexport\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["'];?/g;
const localDeclaration = /^export\s+(?:async\s+)?(?:function\s*\*?|class|const|let|var)\s*([\w$]+)/gm;
const localList = /\bexport\s*\{([^}]*)\}\s*(?!\s*from)/g;

/** `a`, `b as c` → [[imported, local], …]; null if a specifier is not a plain name (`type x`, a string name). */
function specifiers(list) {
  const pairs = [];
  for (const part of list
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(part);
    if (!match) return null;
    pairs.push([match[1], match[2] ?? match[1]]);
  }
  return pairs;
}

/** The re-export statements of a module's code (`export … from`), in order. */
const reExports = (code) =>
  [...code.matchAll(new RegExp(`${namedFrom.source}|${starFrom.source}|${namespaceFrom.source}`, 'g'))]
    .map(([statement]) => statement)
    .filter((statement) => statement.startsWith('export'));

export function sdkBarrelsPlugin() {
  return {
    name: 'sdk-barrels',
    setup(build) {
      const resolved = new Map();
      /**
       * A specifier as esbuild resolves it from a folder, or null: a relative one (the SDK's own files, `./x` for
       * ./x.js or ./x/index.js) here, a package through esbuild (the bundle's own options), once per folder.
       */
      const resolve = (spec, resolveDir) => {
        const key = `${resolveDir}\0${spec}`;
        if (!resolved.has(key) && spec.startsWith('.')) {
          const base = join(resolveDir, spec);
          const file = [base, `${base}.js`, join(base, 'index.js')].find((path) =>
            statSync(path, { throwIfNoEntry: false })?.isFile(),
          );
          resolved.set(key, Promise.resolve(file ?? null));
        }
        if (!resolved.has(key)) {
          resolved.set(
            key,
            build
              .resolve(spec, { kind: 'import-statement', resolveDir })
              .then((result) => (result.errors.length || result.external || !result.path ? null : result.path))
              .catch(() => null),
          );
        }
        return resolved.get(key);
      };

      const exportsCache = new Map();
      /**
       * A module's exports: its named re-exports (name → [file, name there]), its own names, the files it re-exports
       * with `export *`, names that cannot be followed, and whether it is split (own code beside re-exports).
       */
      const exportsOf = (file) => {
        if (!exportsCache.has(file)) exportsCache.set(file, readExports(file));
        return exportsCache.get(file);
      };
      async function readExports(file) {
        const code = withoutComments(readFileSync(file, 'utf8'));
        const named = new Map();
        const own = new Set();
        const stars = [];
        const opaque = new Set();
        // A name imported, then exported in a list of its own (`import { a } from "./a"; export { a };`).
        const imported = new Map();
        for (const [, keyword, list, spec] of code.matchAll(namedFrom)) {
          const target = await resolve(spec, dirname(file));
          for (const [name, local] of specifiers(list) ?? []) {
            if (keyword === 'import') imported.set(local, target && [target, name]);
            else if (target) named.set(local, [target, name]);
            else opaque.add(local);
          }
        }
        for (const [, name] of code.matchAll(namespaceFrom)) opaque.add(name);
        for (const [, spec] of code.matchAll(starFrom)) stars.push(await resolve(spec, dirname(file)));
        for (const [, name] of code.matchAll(localDeclaration)) own.add(name);
        for (const [, list] of code.matchAll(localList)) {
          for (const [local, exported] of specifiers(list) ?? []) {
            if (!imported.has(local)) own.add(exported);
            else if (imported.get(local)) named.set(exported, imported.get(local));
            else opaque.add(exported);
          }
        }
        if (/^export\s+default\b/m.test(code)) own.add('default');
        const split = own.size > 0 && reExports(code).length > 0;
        return { named, own, stars, opaque, split };
      }

      /** The module that defines `name` as exported by `file`, and its name there; null when not certain. */
      async function origin(file, name, seen = new Set()) {
        if (seen.has(file)) return null;
        seen.add(file);
        const { named, own, stars, opaque, split } = await exportsOf(file);
        if (opaque.has(name)) return null;
        if (own.has(name)) return [split ? ownPrefix + file : file, name];
        if (named.has(name)) {
          const [target, there] = named.get(name);
          return origin(target, there, seen);
        }
        if (name === 'default' || stars.includes(null)) return null;
        // `export *`: exactly one of the re-exported modules may have it (two would make it ambiguous).
        const found = [];
        for (const target of stars) {
          const place = await origin(target, name, new Set(seen));
          if (place) found.push(place);
        }
        return found.length === 1 ? found[0] : null;
      }

      /** A module's code with each `import { … } from` / `export { … } from` going to the modules defining the names. */
      async function direct(code, file) {
        const replacements = [];
        for (const match of code.matchAll(namedFrom)) {
          const [statement, keyword, list, spec] = match;
          const pairs = specifiers(list);
          const target = pairs && (await resolve(spec, dirname(file)));
          if (!target) continue;
          const statements = [];
          const kept = [];
          for (const [imported, local] of pairs) {
            const place = await origin(target, imported);
            if (place && place[0] !== target) {
              statements.push(`${keyword} { ${place[1]} as ${local} } from ${JSON.stringify(place[0])};`);
            } else kept.push(`${imported} as ${local}`);
          }
          if (!statements.length) continue;
          if (kept.length) statements.push(`${keyword} { ${kept.join(', ')} } from ${JSON.stringify(spec)};`);
          replacements.push([match.index, statement.length, statements.join('\n')]);
        }
        let contents = code;
        for (const [index, length, text] of replacements.reverse()) {
          contents = contents.slice(0, index) + text + contents.slice(index + length);
        }
        return contents;
      }

      build.onResolve({ filter: new RegExp(`^${ownPrefix}`) }, ({ path }) => ({
        path: path.slice(ownPrefix.length),
        namespace: 'sdk-own',
      }));
      // A split module's own code: everything but its re-exports.
      build.onLoad({ filter: /.*/, namespace: 'sdk-own' }, async ({ path }) => {
        let code = withoutComments(readFileSync(path, 'utf8'));
        for (const statement of reExports(code)) code = code.replace(statement, '');
        return { contents: await direct(code, path), loader: 'js', resolveDir: dirname(path) };
      });
      build.onLoad({ filter: sdkModule }, async ({ path }) => {
        const { split, own } = await exportsOf(path);
        const code = readFileSync(path, 'utf8');
        // A split module: its re-exports, and its own names from its own code's module.
        const contents = split
          ? [
              ...reExports(withoutComments(code)),
              `export * from ${JSON.stringify(ownPrefix + path)};`,
              ...(own.has('default') ? [`export { default } from ${JSON.stringify(ownPrefix + path)};`] : []),
            ].join('\n')
          : code;
        const rewritten = await direct(contents, path);
        return rewritten === code ? undefined : { contents: rewritten, loader: 'js', resolveDir: dirname(path) };
      });
    },
  };
}

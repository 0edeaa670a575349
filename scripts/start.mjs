// npm start: builds the console when its sources are newer than the build, then runs the local runtime
// (functions/src/local/main.ts) in this process. Options: --port N, --data-dir DIR, --in-memory, --reset, --no-build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'; // node 20 is supported locally

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const built = join(root, 'web', 'dist', 'index.html');
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'shared/src'].map((p) => newest(join(root, p)));
if (!noBuild && (!existsSync(built) || Math.max(...sources) > statSync(built).mtimeMs)) {
  process.stdout.write('Building the console (web/dist)…\n');
  execFileSync('npm', ['run', 'build', '-w', 'web', '--silent'], { cwd: root, stdio: 'inherit' });
}

process.argv = [process.argv[0], process.argv[1], ...args.filter((arg) => arg !== '--no-build')];
register();
await import('../functions/src/local/main.ts');

// npm run dev: the local runtime (API on :3000, data in .data/) and the Vite dev server with hot reload on :5173,
// which proxies the API paths to :3000. Extra options go to the runtime (e.g. -- --in-memory).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['scripts/start.mjs', '--no-build', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));

import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localRuntimeEnv } from './runtime-env';
import { startStandIns } from './standins';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'data-dir': { type: 'string', default: join(repoRoot, '.data') },
    'in-memory': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    outbox: { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`--port must be a port number, not ${values.port}\n`);
  process.exit(2);
}
const dataDir = values['in-memory'] ? undefined : resolve(values['data-dir']);
if (dataDir && values.reset) rmSync(dataDir, { recursive: true, force: true });
if (dataDir) mkdirSync(dataDir, { recursive: true });

const outbox = resolve(
  values.outbox ?? (dataDir ? join(dataDir, 'outbox') : mkdtempSync(join(tmpdir(), 'switchboard-outbox-'))),
);

Object.assign(
  process.env,
  localRuntimeEnv({
    outbox,
    consoleUrl: `http://localhost:${port}`,
    logLevel: process.env.LOG_LEVEL ?? (values.quiet ? 'warn' : 'info'),
  }),
);

const standIns = await startStandIns(dataDir);
// Loaded after the stand-ins set the environment the services read.
const { seed, seedPassword, SEED_USERS } = await import('./seed');
const { createLocalServer } = await import('./server');
const { startScheduleTimer, startCredentialCheckTimer, startOrphanedFilesTimer } = await import('./schedule-timer');
const { startIndexJobThread } = await import('./index-job-thread');
const { sampleHelpLine } = await import('./sample-help');
const { sampleContentLine } = await import('./sample-content');

// The index job thread first: the sample help Q&A's import starts a build of the demo organization's index.
const stopIndexJobThread = startIndexJobThread();
const { password, generated } = seedPassword(dataDir);
const keepsData = dataDir !== undefined;
const seeded = await seed(password, { sampleHelp: keepsData, sampleContent: keepsData });

const webRoot = join(repoRoot, 'web', 'dist');
const server = await createLocalServer(webRoot);
const stopScheduleTimer = startScheduleTimer();
const stopCredentialCheckTimer = startCredentialCheckTimer();
const stopOrphanedFilesTimer = startOrphanedFilesTimer();
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  process.env.CONSOLE_URL = `http://localhost:${actualPort}`;
  const lines = [
    `Switchboard is running on http://localhost:${actualPort}`,
    `  data: ${dataDir ?? 'in memory (gone when it stops)'}`,
    `  DynamoDB stand-in: ${process.env.AWS_ENDPOINT_URL_DYNAMODB}`,
    `  S3 stand-in: ${process.env.AWS_ENDPOINT_URL_S3} (bucket ${process.env.BUCKET_FILES})`,
    `  Secrets Manager stand-in: ${process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER}`,
    `  mail: written to ${outbox}`,
    existsSync(join(webRoot, 'index.html')) ? '' : '  the console is not built: run npm run build:web',
    '  sign in with one of:',
    ...SEED_USERS.map((user) => `    ${user.Email.padEnd(30)} ${user.Role}`),
    `  password: ${generated ? password : '(SWITCHBOARD_SEED_PASSWORD)'}`,
    sampleContentLine(seeded.sampleContent),
    sampleHelpLine(seeded.sampleHelp),
  ];
  process.stdout.write(lines.filter(Boolean).join('\n') + '\n');
});

async function stop() {
  stopScheduleTimer();
  stopCredentialCheckTimer();
  stopOrphanedFilesTimer();
  await stopIndexJobThread();
  server.close();
  await standIns.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

/**
 * A help Lambda's cold start as deployed, in a fresh process (bundled like a handler by cold-start.ts, run with the
 * model layer as MODEL_MODULES_DIR): import the help handler's bundle (argv[2]), load the encoder from the layer,
 * load a serialised 10,000-entry index (argv[3]; S3 in AWS), answer a new question. Prints JSON timings and memory.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadSentenceEncoder } from '@switchboard/answering/encoder';
import { deserializeIndex } from '@switchboard/answering/persistence';

const kB = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

const started = performance.now();
await import(pathToFileURL(process.argv[2]!).href);
const imported = performance.now();
const encoder = await loadSentenceEncoder();
const encoderLoaded = performance.now();
const index = await deserializeIndex(readFileSync(process.argv[3]!), { encoder });
const indexLoaded = performance.now();
await index.answer('my password is lost, what now?');
const answered = performance.now();
console.log(
  JSON.stringify({
    importMs: imported - started,
    encoderMs: encoderLoaded - imported,
    indexMs: indexLoaded - encoderLoaded,
    firstAnswerMs: answered - indexLoaded,
    totalMs: answered - started,
    peak: kB('VmHWM'),
  }),
);

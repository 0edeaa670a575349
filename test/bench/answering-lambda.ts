/**
 * What a help Lambda does on a cold start, in a fresh process: load the encoder, load a serialised index from a file
 * (S3 in AWS), answer one question. Prints JSON timings and resident memory for answering.ts.
 */
import { readFileSync } from 'node:fs';
import { deserializeIndex } from '@switchboard/answering/persistence';
import { loadSentenceEncoder } from '@switchboard/answering/encoder';

const started = performance.now();
const encoder = await loadSentenceEncoder();
const encoderLoaded = performance.now();
const index = await deserializeIndex(readFileSync(process.argv[2]!), { encoder });
const indexLoaded = performance.now();
await index.answer('my password is lost, what now?'); // a new question: encodes
const answered = performance.now();
const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
const peak = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;
console.log(
  JSON.stringify({
    encoderMs: encoderLoaded - started,
    indexMs: indexLoaded - encoderLoaded,
    firstAnswerMs: answered - indexLoaded,
    rss,
    peak,
  }),
);

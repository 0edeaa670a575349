/**
 * The ranking's own cost at 10,000 entries (not part of npm run bench): loads a serialised index (the file
 * `npm run bench:answering` writes for its cold-start figure, or any other), encodes the held-out professional
 * chit-chat questions once, then times answering them with the vectors cached: the word stage, the whitening and the
 * full ranking. Prints p50 / p90 and the top-1 checksum (the same entries must come first after a change).
 * Run under the lock: `flock /work/test.lock node --import tsx test/bench/answering-rank-profile.ts <index.bin>`
 * (add --cpu-prof to see where the time goes).
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadSentenceEncoder } from '@switchboard/answering/encoder';
import { deserializeIndex } from '@switchboard/answering/persistence';
import { rankEntries } from '@switchboard/answering/ranking';
import { wordEvidence } from '@switchboard/answering/word-shortcut';
import { chitChatSets, holdOut } from './answering-data';
import { quantile } from './stats';

const file = process.argv[2];
if (!file) throw new Error('usage: answering-rank-profile.ts <serialised index>');
const encoder = await loadSentenceEncoder();
const index = await deserializeIndex(readFileSync(file), { encoder });
const asked = holdOut(chitChatSets[0]!.entries).asked.slice(0, 1000);
await encoder.embed(asked.map((a) => a.question)); // cached from here on: what follows is ranking alone
const show = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(40)} p50 ${quantile(times, 0.5).toFixed(3)} ms   p90 ${quantile(times, 0.9).toFixed(3)} ms`,
  );

const rounds = Number(process.env.ROUNDS ?? 3);
const words: number[] = [];
const whitening: number[] = [];
const ranking: number[] = [];
const answering: number[] = [];
const hash = createHash('sha256');
const view = index.view();
for (let round = 0; round < rounds; round++)
  for (const { question } of asked) {
    const t0 = performance.now();
    wordEvidence(view, question);
    const t1 = performance.now();
    const vector = await index.whitened(question);
    const t2 = performance.now();
    const ranked = rankEntries(view, { vector, text: question });
    const t3 = performance.now();
    const answer = await index.answer(question);
    const t4 = performance.now();
    if (round === 0) hash.update(`${ranked[0]?.entryId}|${answer.candidates[0]?.id}|${answer.match?.score}\n`);
    words.push(t1 - t0);
    whitening.push(t2 - t1);
    ranking.push(t3 - t2);
    answering.push(t4 - t3);
  }
show('word stage (wordEvidence)', words);
show('whitening (cached encoder)', whitening);
show('full ranking (rankEntries)', ranking);
show('answer() with the question encoded', answering);
console.log(`top-1 checksum ${hash.digest('hex').slice(0, 16)}`);

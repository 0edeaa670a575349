/**
 * CLINC150 on the engine in process (fast to iterate; the bench of record goes through the API:
 * answering-clinc-api.ts). `npx tsx test/bench/answering-clinc-engine.ts [1|5 ...]`; BALANCE=-2…2 asks at a
 * curator's step (0: the calibrated one, the figures of record).
 */
import { AnsweringIndex } from '@switchboard/answering/answering-index';
import type { BalanceStep } from '@switchboard/answering/balance';
import { loadSentenceEncoder } from '@switchboard/answering/encoder';
import { clincKnowledgeBase, printClincTable, tally, type Outcome } from './answering-clinc-data';

const BALANCE = Number(process.env.BALANCE ?? 0) as BalanceStep;

async function outcomeOf(index: AnsweringIndex, question: string): Promise<Outcome> {
  const result = await index.answer(question, { balance: BALANCE });
  const kind = result.kind;
  if (kind === 'answer') return { kind, ids: [result.match!.id] };
  if (kind === 'clarify') return { kind, ids: result.options!.map((o) => o.id) };
  return { kind, ids: [] };
}

async function main() {
  const encoder = await loadSentenceEncoder();
  const shapes = process.argv.slice(2).map(Number);
  const rows = [];
  for (const phrasings of shapes.length ? shapes : [1, 5]) {
    const kb = clincKnowledgeBase(phrasings);
    const started = performance.now();
    const index = await AnsweringIndex.build(kb.entries, { encoder });
    const built = performance.now() - started;
    const inScope = [];
    for (const { question, entryId } of kb.inScope)
      inScope.push({ expected: entryId, outcome: await outcomeOf(index, question) });
    const outOfScope = [];
    for (const question of kb.outOfScope) outOfScope.push(await outcomeOf(index, question));
    const shape = `${phrasings} phrasing${phrasings > 1 ? 's' : ''} per entry`;
    console.log(
      `${shape}: built in ${(built / 1000).toFixed(1)} s, threshold ${index.threshold.toFixed(3)}, margin ${(index.calibration.margin ?? 0).toFixed(2)} (${index.calibration.method})`,
    );
    rows.push({ shape, figures: tally(inScope, outOfScope) });
  }
  printClincTable(rows);
}

void main();

/**
 * Issue 28 item 3, what was tried on the engine in process: CLINC150 (answering-clinc-data.ts) with each variant of
 * the knowledge base and of the clarification, on the val split (where a change is decided) and then the test split
 * (held out: reported, never tuned on). Variants:
 * - the knowledge base as written, or with each entry's answer as one more of its questions (the answer's own words
 *   as evidence, by meaning and by words);
 * - a clarification offering the entries within the margin (2 or 3, the engine's rule) or always the best 3.
 * Also the ranking's own top-1 and top-3 (what bounds "right" and "right or clarified").
 * `npx tsx test/bench/answering-clinc-variants.ts [val|test ...]`.
 */
import { AnsweringIndex } from '@switchboard/answering/answering-index';
import { loadSentenceEncoder } from '@switchboard/answering/encoder';
import { clincKnowledgeBase, printClincTable, tally, type Outcome } from './answering-clinc-data';

type Split = 'val' | 'test';
const splits = (process.argv.slice(2) as Split[]).filter((s) => s === 'val' || s === 'test');

async function outcomes(index: AnsweringIndex, question: string) {
  const result = await index.answer(question);
  const top = result.candidates.map((c) => c.id);
  const engine: Outcome =
    result.kind === 'answer'
      ? { kind: 'answer', ids: [result.match!.id] }
      : result.kind === 'clarify'
        ? { kind: 'clarify', ids: result.options!.map((o) => o.id) }
        : { kind: 'none', ids: [] };
  const offerThree: Outcome = engine.kind === 'clarify' ? { kind: 'clarify', ids: top.slice(0, 3) } : engine;
  return { engine, offerThree, top };
}

const encoder = await loadSentenceEncoder();
const pct = (n: number, of: number) => `${((100 * n) / (of || 1)).toFixed(1)} %`;
for (const split of splits.length ? splits : (['val', 'test'] as Split[])) {
  const rows = [];
  for (const phrasings of [1, 5]) {
    for (const withAnswer of [false, true]) {
      const kb = clincKnowledgeBase(phrasings, split);
      const entries = kb.entries.map((e) => (withAnswer ? { ...e, questions: [...e.questions, e.answer] } : e));
      const index = await AnsweringIndex.build(entries, { encoder });
      type Asked = { expected: string; outcome: Outcome }[];
      const asked = { engine: [] as Asked, offerThree: [] as Asked };
      let top1 = 0;
      let top3 = 0;
      for (const { question, entryId } of kb.inScope) {
        const { engine, offerThree, top } = await outcomes(index, question);
        asked.engine.push({ expected: entryId, outcome: engine });
        asked.offerThree.push({ expected: entryId, outcome: offerThree });
        if (top[0] === entryId) top1++;
        if (top.slice(0, 3).includes(entryId)) top3++;
      }
      const oos = { engine: [] as Outcome[], offerThree: [] as Outcome[] };
      for (const question of kb.outOfScope) {
        const { engine, offerThree } = await outcomes(index, question);
        oos.engine.push(engine);
        oos.offerThree.push(offerThree);
      }
      const shape = `${split}, ${phrasings} phrasing${phrasings > 1 ? 's' : ''}${withAnswer ? ' + answer' : ''}`;
      console.log(
        `${shape}: ranking top-1 ${pct(top1, kb.inScope.length)}, top-3 ${pct(top3, kb.inScope.length)}; threshold ${index.threshold.toFixed(3)}, margin ${(index.calibration.margin ?? 0).toFixed(2)} (${index.calibration.method})`,
      );
      rows.push({ shape, figures: tally(asked.engine, oos.engine) });
      rows.push({ shape: `${shape}, offer 3`, figures: tally(asked.offerThree, oos.offerThree) });
    }
  }
  console.log(`\n${new Date().toISOString()} ${split}:`);
  printClincTable(rows);
}
process.exit(0);

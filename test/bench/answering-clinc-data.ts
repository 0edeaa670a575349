/**
 * CLINC150 (../shared/data/intents, CC BY 3.0) as a help knowledge base: one entry per intent with its first 1 or 5
 * train phrasings, asked with every third test phrasing (in scope) and every third oos_test question (out of scope).
 * The entry's answer names the intent in words (a real FAQ's answer holds its topic's words too).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from './answering-data';

const FILE = join(dataDir, 'intents', 'clinc150_data_full.json');

export interface ClincShape {
  entries: { id: string; questions: string[]; answer: string }[];
  inScope: { question: string; entryId: string }[];
  outOfScope: string[];
}

/**
 * `split`: the questions asked, test (test / oos_test, the figures of record) or val (val / oos_val: where a change is
 * decided, so the test figures stay held out).
 */
export function clincKnowledgeBase(phrasings: number, split: 'test' | 'val' = 'test'): ClincShape {
  const data = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, [string, string][]>;
  const byIntent = new Map<string, string[]>();
  for (const [text, intent] of data.train!) {
    const list = byIntent.get(intent) ?? [];
    if (list.length < phrasings) list.push(text);
    byIntent.set(intent, list);
  }
  const entries = [...byIntent].map(([intent, questions]) => ({
    id: intent,
    questions,
    answer: `About ${intent.replace(/_/g, ' ')}.`,
  }));
  const inScope = data[split]!.filter((_, i) => i % 3 === 0).map(([question, entryId]) => ({ question, entryId }));
  const outOfScope = data[`oos_${split}`]!.filter((_, i) => i % 3 === 0).map(([question]) => question);
  return { entries, inScope, outOfScope };
}

export interface Outcome {
  kind: 'answer' | 'clarify' | 'none';
  /** The entry answered, or the entries offered. */
  ids: string[];
}

/** The table's figures: shares of in-scope questions (right, wrong, refused, clarified with the right option) and of
 * out-of-scope ones answered (an answer or a clarification both claim the question is in scope). */
export function tally(inScope: { expected: string; outcome: Outcome }[], outOfScope: Outcome[]) {
  const share = (n: number, of: number) => n / (of || 1);
  const count = (test: (o: { expected: string; outcome: Outcome }) => boolean) => inScope.filter(test).length;
  const right = count((o) => o.outcome.kind === 'answer' && o.outcome.ids[0] === o.expected);
  const wrong = count((o) => o.outcome.kind === 'answer' && o.outcome.ids[0] !== o.expected);
  const refused = count((o) => o.outcome.kind === 'none');
  const clarifiedRight = count((o) => o.outcome.kind === 'clarify' && o.outcome.ids.includes(o.expected));
  const clarifiedWrong = count((o) => o.outcome.kind === 'clarify' && !o.outcome.ids.includes(o.expected));
  const n = inScope.length;
  return {
    asked: n,
    right: share(right, n),
    wrong: share(wrong, n),
    refused: share(refused, n),
    clarifiedRight: share(clarifiedRight, n),
    clarifiedWrong: share(clarifiedWrong, n),
    rightOrClarified: share(right + clarifiedRight, n),
    oosAsked: outOfScope.length,
    oosAnswered: share(outOfScope.filter((o) => o.kind === 'answer').length, outOfScope.length),
    oosClarified: share(outOfScope.filter((o) => o.kind === 'clarify').length, outOfScope.length),
  };
}

export function printClincTable(rows: { shape: string; figures: ReturnType<typeof tally> }[]) {
  const pct = (n: number) => `${(100 * n).toFixed(1)} %`;
  console.log(
    '| knowledge base | right | wrong | refused in scope | clarified, right offered | clarified, right not offered | right or clarified | oos answered | oos clarified |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { shape, figures: f } of rows)
    console.log(
      `| ${shape} | ${pct(f.right)} | ${pct(f.wrong)} | ${pct(f.refused)} | ${pct(f.clarifiedRight)} | ${pct(f.clarifiedWrong)} | ${pct(f.rightOrClarified)} | ${pct(f.oosAnswered)} | ${pct(f.oosClarified)} |`,
    );
}

/**
 * The cross-domain refusal matrix, measured as an outside judge would: an index built from one knowledge base (A,
 * 20 % of each entry's phrasings held out, seed 42) is asked every question of another domain (B). Each cell is the
 * share refused (budget ≥ 98 %); each row also shows A's own held-out questions answered (budget ≥ 95 %) and right.
 * A topic both domains have is not another domain's question: when one phrasing of a B entry is a phrasing A holds
 * (`sharedPhrasing`: once normalised, one of A's own phrasings, e.g. QnABot's "Hello" entry and chit-chat's greeting
 * group; or two words or more inside one, QnABot's "Bad answer" in chit-chat's "That was a bad answer"), all that
 * entry's phrasings are left out of the cell; the raw share is shown when it differs. The chit-chat personalities are one subject and are not paired with each other.
 *
 * Alone: `flock /work/test.lock npx tsx test/bench/answering-cross-domain.ts` (~2 min). Also part of bench:answering.
 */
import { AnsweringIndex } from '@switchboard/answering/answering-index';
import { loadSentenceEncoder, type SentenceEncoder } from '@switchboard/answering/encoder';
import { normalizeText } from '@switchboard/answering/text';
import { sharedPhrasing } from './answering-data';
import { loadDomains } from './answering-domains';

const REFUSE = 0.98;
const ANSWER = 0.95;
const pct = (n: number) => `${(100 * n).toFixed(1)}`;

export interface Cell {
  from: string;
  asked: string;
  n: number;
  refused: number;
  rawN: number;
  rawRefused: number;
  answered: string[];
}

export interface Row {
  domain: string;
  threshold: number;
  method: string;
  inDomain: { n: number; answered: number; right: number; labelled: number };
  cells: Cell[];
}

/** The encoder with every vector it made kept: the matrix asks the same sentences of several indexes. */
export function remembering(encoder: SentenceEncoder): SentenceEncoder {
  const seen = new Map<string, Float32Array>();
  return {
    dimension: encoder.dimension,
    async embed(texts: string[]) {
      const missing = [...new Set(texts.filter((t) => !seen.has(t)))];
      (await encoder.embed(missing)).forEach((vector, i) => seen.set(missing[i]!, vector));
      return texts.map((t) => seen.get(t)!);
    },
  };
}

export async function crossDomainMatrix(encoder: SentenceEncoder, domains = loadDomains()): Promise<Row[]> {
  await encoder.embed(domains.flatMap((d) => [...d.questions, ...d.heldOut.asked.map((a) => a.question)]));
  const rows: Row[] = [];
  for (const a of domains) {
    const index = await AnsweringIndex.build(a.heldOut.indexed, { encoder });
    const inDomain = { n: a.heldOut.asked.length, answered: 0, right: 0, labelled: 0 };
    for (const { question, entryId } of a.heldOut.asked) {
      // Not refused: answered, or asked which entry was meant; right: answered with it, or it was offered.
      const { kind, match, options } = await index.answer(question);
      if (kind !== 'none') inDomain.answered++;
      if (entryId) inDomain.labelled++;
      if (entryId && (match?.id === entryId || options?.some((o) => o.id === entryId))) inDomain.right++;
    }
    const holds = sharedPhrasing(
      a.entries.flatMap((e) => e.questions),
      normalizeText,
    );
    const cells: Cell[] = [];
    for (const b of domains) {
      if (b.subject === a.subject) continue;
      const answered: string[] = [];
      let rawAnswered = 0;
      let judged = 0;
      const shared = new Set(
        b.topics
          .filter((topic) => topic.some(holds))
          .flat()
          .map(normalizeText),
      );
      for (const question of b.questions) {
        const isOwn = shared.has(normalizeText(question));
        // A clarification claims the question is in scope as an answer does: neither is a refusal.
        const { kind, candidates } = await index.answer(question);
        if (!isOwn) judged++;
        if (kind !== 'none') rawAnswered++;
        const [top] = candidates;
        if (kind !== 'none' && !isOwn) answered.push(`${question} → ${kind} "${top!.matchedQuestion}" (${top!.score})`);
      }
      cells.push({
        from: a.name,
        asked: b.name,
        n: judged,
        refused: judged ? 1 - answered.length / judged : 1,
        rawN: b.questions.length,
        rawRefused: 1 - rawAnswered / b.questions.length,
        answered,
      });
    }
    rows.push({ domain: a.name, threshold: index.threshold, method: index.calibration.method, inDomain, cells });
  }
  return rows;
}

/** Prints the matrix with the budgets beside it (OVER where missed) and the totals the README quotes. */
export function printMatrix(
  rows: Row[],
  log = console.log,
): { cellsOver: number; cellCount: number; pooledRefused: number } {
  const names = rows.map((r) => r.domain);
  const short = (name: string) => name.split(' ')[0]!.slice(0, 9) + (name.includes('friendly') ? '-f' : '');
  log(`cross-domain refusal matrix: refused % of B's questions by A's index (budget ≥ ${REFUSE * 100} %; * = OVER)`);
  log(
    `${'A (index) \\ B (asked)'.padEnd(36)}${names.map((n) => short(n).padStart(12)).join('')}   in-domain answered or asked`,
  );
  let cellsOver = 0;
  let pooledN = 0;
  let pooledRefused = 0;
  let macro = 0;
  let cellCount = 0;
  for (const row of rows) {
    const line = names.map((name) => {
      const cell = row.cells.find((c) => c.asked === name);
      if (!cell) return '—'.padStart(12);
      const over = cell.refused < REFUSE;
      if (over) cellsOver++;
      pooledN += cell.n;
      pooledRefused += cell.refused * cell.n;
      macro += cell.refused;
      cellCount++;
      return `${pct(cell.refused)}${over ? '*' : ' '}`.padStart(12);
    });
    const { n, answered } = row.inDomain;
    const share = n ? answered / n : NaN;
    const inDomain = n ? `${pct(share)} % of ${n}${share < ANSWER ? ' OVER' : ''}` : 'none held out';
    log(`${row.domain.padEnd(36)}${line.join('')}   ${inDomain}`);
  }
  log(`cells under the ${REFUSE * 100} % budget: ${cellsOver} of ${cellCount}`);
  log(
    `mean refused over the cells: ${pct(macro / cellCount)} %; pooled over all asked questions: ${pct(pooledRefused / pooledN)} %`,
  );
  for (const row of rows) {
    const { n, answered, right, labelled } = row.inDomain;
    log(
      `${row.domain}: threshold ${row.threshold.toFixed(3)} (${row.method}); in-domain ${answered}/${n} answered, ${right}/${labelled} right`,
    );
    for (const cell of row.cells) {
      if (cell.rawN !== cell.n)
        log(
          `  ← ${cell.asked}: ${cell.rawN - cell.n} phrasings of shared topics left out (raw ${pct(cell.rawRefused)} %)`,
        );
      cell.answered.slice(0, 4).forEach((text) => log(`  ← ${cell.asked} answered: ${text}`));
      if (cell.answered.length > 4) log(`  ← ${cell.asked}: … ${cell.answered.length - 4} more answered`);
    }
  }
  return { cellsOver, cellCount, pooledRefused: pooledRefused / pooledN };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  printMatrix(await crossDomainMatrix(remembering(await loadSentenceEncoder())));
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

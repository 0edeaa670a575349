import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The bench report: every DESIGN §9 figure with its budget beside it, over-budget ones marked. Printed, and written
 * to test-results/bench/report.md (the README links to how to get it).
 */
export interface Figure {
  name: string;
  /** The measured value as shown ("12.3 ms"), or why there is none. */
  shown: string;
  budget: string;
  /** true when the value breaks its budget; undefined when there is no budget or no value. */
  over?: boolean;
}

const figures: Figure[] = [];

export function figure(name: string, value: number, unit: string, budget: { max?: number; min?: number }, digits = 1) {
  const shown = `${value.toFixed(digits)} ${unit}`.trim();
  const over = (budget.max !== undefined && value > budget.max) || (budget.min !== undefined && value < budget.min);
  const text =
    budget.max !== undefined ? `≤ ${budget.max} ${unit}` : budget.min !== undefined ? `≥ ${budget.min} ${unit}` : '';
  add({
    name,
    shown,
    budget: text.trim(),
    over: budget.max === undefined && budget.min === undefined ? undefined : over,
  });
}

/** How a child bench hands its judged figures back: the line's prefix, then their JSON. */
export const FIGURES_LINE = 'BENCH_FIGURES ';

/** A figure measured and judged elsewhere (a child bench), as it printed it. */
export const judged = (name: string, shown: string, budget: string, over: boolean) =>
  add({ name, shown, budget, over });

/** A figure without a number to judge (not built yet, or informative). */
export const note = (name: string, shown: string, budget = '') => add({ name, shown, budget });

function add(f: Figure) {
  figures.push(f);
  const mark = f.over ? '  OVER BUDGET' : '';
  console.log(`${f.name.padEnd(58)} ${f.shown.padStart(16)}   ${f.budget ? `budget ${f.budget}` : ''}${mark}`);
}

export function writeReport(root: string): string {
  const dir = join(root, 'test-results', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'report.md');
  const lines = [
    '# Switchboard bench report (DESIGN §9)',
    '',
    `Measured ${new Date().toISOString()} by \`npm run bench\`.`,
    '',
    '| figure | measured | budget | |',
    '|---|---:|---|---|',
    ...figures.map((f) => `| ${f.name} | ${f.shown} | ${f.budget} | ${f.over ? '**over budget**' : ''} |`),
  ];
  writeFileSync(file, `${lines.join('\n')}\n`);
  const over = figures.filter((f) => f.over).length;
  console.log(`\n${over ? `${over} figure(s) over budget` : 'every measured figure within budget'}; report: ${file}`);
  return file;
}

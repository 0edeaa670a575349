import { fixedFindings, knownFinding, type KnownFinding } from './known-findings';

/** Runs tasks with at most `width` at a time (the runtime is one process: requests in parallel, not files). */
export async function inParallel<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * What one sweep found for one callable, checked against the known findings: a case that went wrong must be a known
 * finding, and a known finding whose case was tried must still go wrong.
 */
export class Findings {
  private readonly wrong = new Map<string, string>();
  private readonly right = new Set<string>();

  constructor(
    private readonly sweep: KnownFinding['sweep'],
    private readonly route: string,
  ) {}

  /** Records a case's outcome: undefined when it went right, else what went wrong. */
  record(name: string, problem: string | undefined): void {
    if (problem === undefined) this.right.add(name);
    else if (!this.wrong.has(name)) this.wrong.set(name, problem);
  }

  /** Whether a case is a known finding (the fuzz sends those after its data check, see known-findings.ts). */
  isKnown(name: string): boolean {
    return knownFinding(this.sweep, this.route, name) !== undefined;
  }

  /** The problems to fail on: unknown findings, and known ones whose case went right (and never wrong). */
  problems(): string[] {
    const unknown = [...this.wrong]
      .filter(([name]) => !this.isKnown(name))
      .map(([name, problem]) => `${name}: ${problem}`);
    // A race that did not show in one run proves nothing: concurrency findings are never judged fixed here.
    if (this.sweep === 'concurrency') return unknown;
    const fixed = fixedFindings(this.sweep, this.route, this.right, new Set(this.wrong.keys())).map(
      (f) => `${String(f.case)}: now behaves (${f.should}): remove its entry from known-findings.ts`,
    );
    return [...unknown, ...fixed];
  }
}

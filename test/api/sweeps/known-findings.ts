/**
 * THE list of what the sweeps found and is not fixed yet. Each entry is one case (or one family of cases: the same
 * wrong outcome for named fields) of one callable: the sweep that found it does not fail on it, so the suite stays
 * green while it is open. Strict both ways: a case that goes wrong without an entry fails, and an entry whose cases
 * all behave correctly fails too ("now behaves: remove its entry"), so the list never outlives its findings.
 *
 * `case` matches the name the sweep gives a case (printed by a failure); `route` is a callable's name (callables.ts).
 * The fuzz sends a known case once, after its check of the stored data (it may store what it should not).
 */
export interface KnownFinding {
  sweep: 'fuzz' | 'tenancy' | 'roles' | 'signed out' | 'csrf' | 'concurrency';
  route: string;
  case: string | RegExp;
  input: string;
  happens: string;
  should: string;
}

export const knownFindings: KnownFinding[] = [];

const matches = (finding: KnownFinding, name: string) =>
  typeof finding.case === 'string' ? finding.case === name : finding.case.test(name);

/** The open finding for this case, if any. */
export const knownFinding = (sweep: KnownFinding['sweep'], route: string, name: string) =>
  knownFindings.find((f) => f.sweep === sweep && f.route === route && matches(f, name));

/** The entries of one sweep and callable whose cases all went right (of those tried): fixed, to be removed. */
export function fixedFindings(sweep: KnownFinding['sweep'], route: string, right: Set<string>, wrong: Set<string>) {
  return knownFindings
    .filter((f) => f.sweep === sweep && f.route === route)
    .filter((f) => [...right].some((name) => matches(f, name)) && ![...wrong].some((name) => matches(f, name)));
}

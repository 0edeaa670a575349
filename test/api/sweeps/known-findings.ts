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

/** An update without a Version: every writer that reads before another writes wins too (last writer wins). */
const lastWriterWins = (route: string, owner: string): KnownFinding => ({
  sweep: 'concurrency',
  route,
  case: '50 writers with one Version',
  input: '50 parallel updates of one record, each a different whole record',
  happens: `several answer 2xx (the schema has no Version to send; ${owner} replaces unconditionally)`,
  should: 'a Version in the record and the update (as invoices and connections have): exactly one 2xx, the rest 409',
});

/** A uniqueness rule kept by reading the list, then writing: parallel creates all pass the read. */
const readThenWrite = (route: string, rule: string, owner: string): KnownFinding => ({
  sweep: 'concurrency',
  route,
  case: new RegExp(`^20 identical creates \\(${rule}\\)$`),
  input: '20 parallel identical creates',
  happens: `several records stored (${owner} checks the rule by listing, then creates; timing-dependent, a run may miss it)`,
  should:
    'one record, the rest 409: the rule held by a conditional write (a claim item), as connections per system are',
});

export const knownFindings: KnownFinding[] = [
  lastWriterWins('UpdateStatus', 'functions/src/services/invitations.ts updateStatus'),
  lastWriterWins('UpdateSystemListCategory', 'catalogue/systems.ts'),
  lastWriterWins('UpdateSystemList', 'catalogue/systems.ts'),
  lastWriterWins('UpdateSystemListDefaultSetting', 'catalogue/field-definitions.ts'),
  lastWriterWins('UpdateSystemListConnectionFields', 'catalogue/field-definitions.ts'),
  lastWriterWins('UpdateIntegrationDefaultSettingField', 'catalogue/connection-records.ts'),
  lastWriterWins('UpdateColumnNameChange', 'catalogue/connection-records.ts'),
  lastWriterWins('UpdateCustomColumn', 'catalogue/connection-records.ts'),
  readThenWrite('CreateOrganization', 'organization names', 'services/invitations.ts createOrganization'),
  readThenWrite('SubmitSystemListCategory', 'category names', 'catalogue/systems.ts'),
  readThenWrite('SubmitSystemList', 'system names', 'catalogue/systems.ts'),
  readThenWrite('SubmitSystemListDefaultSetting', 'field names per system', 'catalogue/field-definitions.ts'),
  readThenWrite('SubmitSystemListConnectionFields', 'field names per system', 'catalogue/field-definitions.ts'),
  readThenWrite(
    'SubmitIntegrationDefaultSettingField',
    'one value per default setting field of a connection',
    'catalogue/connection-records.ts',
  ),
  readThenWrite(
    'SubmitColumnNameChange',
    'one name change per column of a connection',
    'catalogue/connection-records.ts',
  ),
  readThenWrite('SubmitCustomColumn', 'custom column names per connection', 'catalogue/connection-records.ts'),
];

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

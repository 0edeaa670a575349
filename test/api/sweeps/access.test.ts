import { afterAll, describe, expect, it } from 'vitest';
import { signIn, USERS } from '../client';
import { callables, rolesOf, type Callable, type CallInput } from './callables';
import { cookieOf, type User } from './context';
import { Findings } from './run-cases';
import { admits, changedReads, fixtureOf, storedData, storedDataReadings, userFor } from './stored-data';
import { validInputsAhead } from './valid-ahead';
import { WriteProof } from './write-proof';

/**
 * Item 2 of issue 15, for every callable with its valid input: signed out answers 401 "Redirect"; without the
 * X-Requested-With header 403; each seeded role it does not admit 403; and where the input names a record of an
 * organization, the other organization's admin gets 404. None of these changes any stored data.
 */

/** Ids of platform-wide records (the catalogue) and of the caller's own organization: no tenancy case. */
const NOT_ORGANIZATION_RECORDS = new Set([
  'SystemListID',
  'SystemListCategoryID',
  'SystemListDefaultSettingID',
  'SystemListDefaultSettingFieldID',
  'SystemListConnectionFieldID',
  'OrganizationID',
  'EmployeeID',
  'SystemSettingListID',
  'SettingCategoryID',
]);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The fields of a valid input that name a record of the Demo organization: a GUID in a field not known to name a
 * platform record, or the email that names a user (users calls). Derived from the input, so new routes need nothing.
 */
function organizationIds(input: Omit<CallInput, 'cookie'>, kind: string): string[] {
  const fields = { ...input.query, ...(input.body && typeof input.body === 'object' ? input.body : {}) };
  return (
    Object.entries(fields)
      .filter(([name]) => !NOT_ORGANIZATION_RECORDS.has(name))
      // A create's own Id is the GUID the client chose for the new record (addSkillTest), not an existing record.
      .filter(([name]) => !(kind === 'create' && name === 'Id'))
      .filter(
        ([name, value]) =>
          typeof value === 'string' && ((GUID.test(value) && !/^0{8}-/.test(value)) || name === 'email'),
      )
      .map(([name]) => name)
  );
}

const refusal = (status: number, expected: number, message?: string) =>
  status === expected ? undefined : `answered ${status} instead of ${expected}: ${message ?? ''}`;

const roleUsers: User[] = ['platform', 'orgAdmin', 'staff'];
const unproven: string[] = [];
afterAll(() =>
  console.log(
    `access: ${callables.length - unproven.length} of ${callables.length} callables' cases proven to store nothing ` +
      `by their storage writes, the stored data read ${storedDataReadings()} times (after ${unproven.join(', ')})`,
  ),
);

const validInput = validInputsAhead(
  callables,
  (c) => fixtureOf(c).valid(),
  (c) => c.name,
);

async function sweep(c: Callable) {
  const fixture = fixtureOf(c);
  const valid = await validInput(c);
  const findings = new Findings('roles', c.name);
  const tenancy = new Findings('tenancy', c.name);
  const signedOut = new Findings('signed out', c.name);
  const csrf = new Findings('csrf', c.name);
  const before = await storedData();
  // The cases' calls go over HTTP, each with an in-process twin: read again only when they cannot prove that
  // nothing was stored (write-proof.ts).
  const proof = new WriteProof();
  const send = (input: CallInput) => proof.overHttpWithTwin(c, input);

  if (c.access !== 'public') {
    const outcome = await send(valid);
    signedOut.record(
      'signed out',
      outcome.status === 401 && outcome.message === 'Redirect'
        ? undefined
        : `answered ${outcome.status} ${outcome.message ?? ''} instead of 401 "Redirect"`,
    );
  }
  if (!c.csrfExempt) {
    // A public call (sign-out) gets a session of its own: if the header rule failed, it would end the shared one.
    const user = userFor(c);
    const cookie = c.access === 'public' ? await signIn(USERS[user], true) : await cookieOf(user);
    const outcome = await send({ ...valid, cookie, csrf: false });
    csrf.record('no X-Requested-With header', refusal(outcome.status, 403, outcome.message));
  }
  for (const user of roleUsers.filter((u) => rolesOf(c) && !admits(c, u))) {
    const outcome = await send({ ...valid, cookie: await cookieOf(user) });
    findings.record(`as ${user}`, refusal(outcome.status, 403, outcome.message));
  }
  const ids = organizationIds(valid, fixture.kind);
  if (ids.length && admits(c, 'otherAdmin')) {
    const outcome = await send({ ...valid, cookie: await cookieOf('otherAdmin') });
    tenancy.record(`another organization's ${ids.join(', ')}`, refusal(outcome.status, 404, outcome.message));
  }

  if (!proof.end()) unproven.push(c.name);
  const changedLists = changedReads(before, await storedData());
  const problems = [signedOut, csrf, findings, tenancy].flatMap((f) => f.problems());
  expect({ problems, changedLists }).toEqual({ problems: [], changedLists: [] });
}

describe.each(callables)('access: $name', (c) => {
  it(
    'refuses the signed-out, the header-less, the roles it does not admit and other organizations',
    () => sweep(c),
    60_000,
  );
});

import { requestsSentSoFar } from '../client';
import { callables, rolesOf, type Callable } from './callables';
import { cookieOf, userOfRole, type User } from './context';
import { fixtures, type Fixture } from './entities';

/** A callable's fixture; a callable without one fails the sweep that needs it, naming it. */
export function fixtureOf(c: Callable): Fixture {
  const fixture = fixtures[c.name];
  if (!fixture) throw new Error(`${c.name} has no entry in test/api/sweeps/entities.ts: add how to call it validly`);
  return fixture;
}

/** Who makes a callable's valid call: the fixture's choice, else OrgAdmin where admitted, else its first role. */
export function userFor(c: Callable): User {
  const fixture = fixtures[c.name];
  if (fixture?.as) return fixture.as;
  const roles = rolesOf(c);
  if (!roles || roles.includes('OrgAdmin')) return 'orgAdmin';
  return userOfRole[roles[0] as keyof typeof userOfRole];
}

/** Whether a user may call a callable by its roles. */
export const admits = (c: Callable, user: User) => {
  const roles = rolesOf(c);
  const role = { platform: 'PlatformAdmin', orgAdmin: 'OrgAdmin', otherAdmin: 'OrgAdmin', staff: 'Staff' }[user];
  return !roles || roles.includes(role);
};

/**
 * The reads that show the stored data: every list-like read that needs no input, as every seeded user it admits
 * (both organizations' admins, the platform admin across organizations). Derived from the table: a new list route
 * is part of it without a change here.
 */
const readers: { c: Callable; user: User }[] = callables
  .filter((c) => c.method === 'GET' && c.access !== 'public' && fixtures[c.name]?.kind === 'read')
  // The usage logs record the sweeps' own sign-ins: they change by design and are no stored data of a call.
  .filter((c) => !/UserLogs|LogVolume|RecordHistory/.test(c.name))
  .filter((c) => !c.query || c.query.safeParse({}).success)
  .flatMap((c) =>
    (['platform', 'orgAdmin', 'otherAdmin', 'staff'] as User[])
      .filter((u) => admits(c, u))
      .map((user) => ({ c, user })),
  );

let lastRead: { data: Record<string, string>; afterRequest: number } | undefined;
/** Requests proven to have stored nothing (write-proof.ts): they change no reading. */
let storedNothing = 0;
let readings = 0;

/** Counts requests as proven to have stored nothing (write-proof.ts only). */
export function provenToStoreNothing(requests: number): void {
  storedNothing += requests;
}

/** How many times this file read the stored data. */
export const storedDataReadings = () => readings;

const unprovenRequests = () => requestsSentSoFar() - storedNothing;

/**
 * Everything the list reads answer, as one comparable text per read. When this test file has sent no request since
 * the last reading, other than ones proven to have stored nothing, nothing can have changed: that reading is
 * answered again (a sweep's "after" is often the next callable's "before"). `again` reads anyway (work the runtime
 * does on its own).
 */
export async function storedData(again = false): Promise<Record<string, string>> {
  if (!again && lastRead && lastRead.afterRequest === unprovenRequests()) return lastRead.data;
  const data = await readStoredData();
  readings += 1;
  lastRead = { data, afterRequest: unprovenRequests() };
  return data;
}

async function readStoredData(): Promise<Record<string, string>> {
  const entries = await Promise.all(
    readers.map(async ({ c, user }) => {
      const outcome = await c.invoke({ cookie: await cookieOf(user) });
      if (outcome.status !== 200)
        throw new Error(`${c.name} as ${user} answered ${outcome.status}: ${outcome.message}`);
      return [`${c.name} as ${user}`, JSON.stringify(outcome.answer)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The reads whose answers differ between two snapshots. */
export function changedReads(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((key) => before[key] !== after[key]);
}

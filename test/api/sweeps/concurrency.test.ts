import { SECRET_MASK, type Connection } from '@switchboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../client';
import { passwordIn, standIn, type StandIn } from '../stand-ins';
import { callable, callables, type Callable, type CallInput } from './callables';
import { connectionDraft, cookieOf, newSystem } from './context';
import type { Fixture, ReadBack } from './entities';
import { Findings } from './run-cases';
import { fixtureOf, userFor } from './stored-data';

/**
 * Item 3 of issue 15. Every update: 50 parallel writers on one record with the same Version → exactly one 2xx, the
 * rest 409, and the record read back is one writer's whole record (its credentials too, where it has some). Every
 * create with a uniqueness rule: 20 parallel identical creates → one record.
 */
const WRITERS = 50;
const CREATORS = 20;
type Input = Omit<CallInput, 'cookie'>;

/** A Basic Auth system that accepts every password, so a connection's stored password can be read back. */
let recorder: StandIn;
beforeAll(async () => {
  recorder = await standIn((request, response) => {
    response.writeHead(request.headers.authorization?.startsWith('Basic ') ? 200 : 401).end();
  }, 'sweep-recorder');
});
afterAll(() => recorder.close());

/** Connection updates carry a password; each writer's own, so the stored one names the winner. */
const connectionUpdates: Record<string, (i: number) => Record<string, unknown>> = {
  UpdateSystem: (i) => ({ AuthorizationType: 'Basic Auth', Password: `sweep-race-password-${i}` }),
};

async function connectionWithPassword(): Promise<Input> {
  const draft = connectionDraft(await newSystem(), {
    UserName: 'svc',
    Password: 'sweep-race-password-first',
    AuthorizationURL: `${recorder.url}/auth`,
  });
  const answer = await call<Connection>('SetupSystemBasic', { cookie: await cookieOf('orgAdmin'), body: draft });
  expect(answer.status).toBe(200);
  return { body: answer.body };
}

async function storedPassword(record: Connection): Promise<string | undefined> {
  recorder.received.length = 0;
  const body = { ...record, Password: SECRET_MASK };
  await call('ValidateCredentials', { cookie: await cookieOf('orgAdmin'), body });
  return recorder.received.map((r) => passwordIn(r.headers))[0];
}

async function readBack(c: Callable, back: ReadBack, valid: Input): Promise<Record<string, unknown>[]> {
  const outcome = await callable(back.list).invoke({ cookie: await cookieOf(userFor(c)), query: back.query?.(valid) });
  expect(outcome.status, `${back.list} answered`).toBe(200);
  return (back.items ? back.items(outcome.answer) : outcome.answer) as Record<string, unknown>[];
}

const same = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string'
    ? a.toLowerCase() === b.toLowerCase()
    : JSON.stringify(a) === JSON.stringify(b);

/** Fields of a writer's body the record read back must hold as the writer sent them (the rest the server sets). */
const comparable = (body: Record<string, unknown>, record: Record<string, unknown>) =>
  Object.keys(body).filter(
    (key) =>
      key in record &&
      !['Version', 'DateLastUpdated', 'LastUpdatedBy'].includes(key) &&
      body[key] !== SECRET_MASK &&
      record[key] !== SECRET_MASK,
  );

async function updateRace(
  c: Callable,
  fixture: Fixture & { readBack: ReadBack; writer: NonNullable<Fixture['writer']> },
) {
  const findings = new Findings('concurrency', c.name);
  const passwords = connectionUpdates[c.name];
  const valid = passwords ? await connectionWithPassword() : await fixture.valid();
  const cookie = await cookieOf(userFor(c));
  const writers = Array.from({ length: WRITERS }, (_, i) => {
    const input = fixture.writer(valid, i);
    return passwords ? { ...input, body: { ...(input.body as object), ...passwords(i) } } : input;
  });
  const outcomes = await Promise.all(writers.map((input) => c.invoke({ ...input, cookie })));
  const statuses = outcomes.map((o) => o.status);
  const winners = statuses.flatMap((status, i) => (status < 300 ? [i] : []));
  const others = statuses.filter((status) => status >= 300 && status !== 409);
  findings.record(
    `${WRITERS} writers with one Version`,
    winners.length === 1 && others.length === 0
      ? undefined
      : `${winners.length} answered 2xx (one should), ${others.length} neither 2xx nor 409: ${[...new Set(statuses)].join(', ')}`,
  );

  const given = { ...(valid.body as object), ...valid.query } as Record<string, unknown>;
  const id = Object.entries(given).find(([key]) => same(key, fixture.readBack.id))?.[1];
  const record = (await readBack(c, fixture.readBack, valid)).find((r) => same(r[fixture.readBack.id], id));
  expect(record, 'the record read back').toBeDefined();
  const whole = writers.findIndex((input) => {
    const body = (input.body ?? input.query) as Record<string, unknown>;
    return comparable(body, record!).every((key) => same(body[key], record![key]));
  });
  findings.record(`the record is one writer's whole record`, whole >= 0 ? undefined : `no writer's fields all match`);
  if (passwords && whole >= 0) {
    const stored = await storedPassword(record as unknown as Connection);
    findings.record(
      `the stored password is the same writer's`,
      stored === passwords(whole).Password ? undefined : `stored ${stored}, the record is writer ${whole}'s`,
    );
  }
  expect(findings.problems()).toEqual([]);
}

async function createRace(c: Callable, fixture: Fixture & { readBack: ReadBack }) {
  const findings = new Findings('concurrency', c.name);
  const valid = await fixture.valid();
  const cookie = await cookieOf(userFor(c));
  const inputs = Array.from({ length: CREATORS }, (_, i) => (fixture.writer ? fixture.writer(valid, i) : valid));
  const outcomes = await Promise.all(inputs.map((input) => c.invoke({ ...input, cookie })));
  const value = (valid.body as Record<string, unknown>)[fixture.readBack.id];
  const stored = (await readBack(c, fixture.readBack, valid)).filter((r) => same(r[fixture.readBack.id], value));
  const created = outcomes.filter((o) => o.status < 300).length;
  const faults = outcomes.filter((o) => o.status >= 500).map((o) => `${o.status} ${o.message ?? ''}`);
  findings.record(
    `${CREATORS} identical creates (${fixture.unique})`,
    stored.length === 1 && created === 1 && faults.length === 0
      ? undefined
      : `${stored.length} records stored, ${created} creates answered 2xx${faults.length ? `, faults: ${faults.join('; ')}` : ''}`,
  );
  expect(findings.problems()).toEqual([]);
}

const updates = callables.filter((c) => fixtureOf(c).kind === 'update');
const uniqueCreates = callables.filter((c) => fixtureOf(c).unique);

describe.each(updates)('concurrency: $name', (c) => {
  it(`${WRITERS} parallel writers with one Version: one wins whole, the rest 409`, async () => {
    const fixture = fixtureOf(c);
    if (!fixture.writer || !fixture.readBack) throw new Error(`${c.name}: its fixture needs writer and readBack`);
    await updateRace(c, fixture as Parameters<typeof updateRace>[1]);
  }, 60_000);
});

describe.each(uniqueCreates)('concurrency: $name', (c) => {
  it(`${CREATORS} parallel identical creates store one record`, async () => {
    const fixture = fixtureOf(c);
    if (!fixture.readBack) throw new Error(`${c.name}: its fixture needs readBack`);
    await createRace(c, fixture as Parameters<typeof createRace>[1]);
  }, 60_000);
});

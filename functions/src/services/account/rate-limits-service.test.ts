import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStandIns, type StandIns } from '../../local/standins';

Object.assign(process.env, {
  STAGE: 'local',
  SECURE_COOKIES: 'false',
  SIGNIN_RATE_PER_MINUTE: '30',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

let standIns: StandIns;
const { limitRate, reserveGuess } = await import('./rate-limits-service');
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: Error) => error.message,
  );

beforeAll(async () => {
  standIns = await startStandIns(undefined);
  // Only the clock is faked: the AWS SDK and the embedded DynamoDB keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
}, 60_000);
afterAll(async () => {
  vi.useRealTimers();
  await standIns?.close();
});

describe('the sliding windows (real embedded DynamoDB, a fake clock)', () => {
  it('lets no more than 30 sign-ins from an address through across a minute boundary', async () => {
    const address = '203.0.113.10';
    vi.setSystemTime(new Date('2026-01-01T10:00:30.000Z'));
    await limitRate('signin', address);
    vi.setSystemTime(new Date('2026-01-01T10:00:59.000Z'));
    for (let i = 0; i < 29; i++) await limitRate('signin', address);
    // Two seconds later, in the next calendar minute: a fixed window would start counting afresh here.
    vi.setSystemTime(new Date('2026-01-01T10:01:01.000Z'));
    expect(await outcome(limitRate('signin', address))).toMatch(/^Too many attempts from your address/);
    // Once the first hit is a minute old there is room again, for one hit.
    vi.setSystemTime(new Date('2026-01-01T10:01:30.500Z'));
    expect(await outcome(limitRate('signin', address))).toBe('allowed');
    expect(await outcome(limitRate('signin', address))).toMatch(/^Too many attempts/);
  });

  it('keeps an account locked until its oldest of 5 failed guesses is 15 minutes old', async () => {
    const email = 'locked@example.net';
    vi.setSystemTime(new Date('2026-01-01T12:00:00.000Z'));
    for (let i = 0; i < 4; i++) {
      expect((await (await reserveGuess(email)).failed('wrong')).kind).toBe('invalid');
    }
    vi.setSystemTime(new Date('2026-01-01T12:05:00.000Z'));
    expect((await (await reserveGuess(email)).failed('wrong')).message).toBe(
      'Too many failed sign-ins. This account is locked for 10 minutes; try again later.',
    );
    vi.setSystemTime(new Date('2026-01-01T12:14:59.000Z'));
    expect(await outcome(reserveGuess(email))).toBe(
      'Too many failed sign-ins. This account is locked for 1 minute; try again later.',
    );
    vi.setSystemTime(new Date('2026-01-01T12:15:00.500Z'));
    // The four 12:00 guesses left the window; the 12:05 one still counts. A right password's guess is given back.
    await (await reserveGuess(email)).succeeded();
    for (let i = 0; i < 3; i++) {
      expect((await (await reserveGuess(email)).failed('wrong')).kind).toBe('invalid');
    }
    expect((await (await reserveGuess(email)).failed('wrong')).message).toBe(
      'Too many failed sign-ins. This account is locked for 5 minutes; try again later.',
    );
    expect(await outcome(reserveGuess(email))).toBe(
      'Too many failed sign-ins. This account is locked for 5 minutes; try again later.',
    );
  });

  it('asks to try again, not "locked", while the guesses that fill the window are still being checked', async () => {
    const email = 'busy@example.net';
    vi.setSystemTime(new Date('2026-01-01T14:00:00.000Z'));
    const checking = await Promise.all(Array.from({ length: 5 }, () => reserveGuess(email)));
    expect(await outcome(reserveGuess(email))).toBe(
      'Several sign-ins of this account are being checked right now. Please try again in a moment.',
    );
    // They were right passwords: nothing counts, the next guess is checked.
    await Promise.all(checking.map((guess) => guess.succeeded()));
    expect(await outcome(reserveGuess(email).then((guess) => guess.succeeded()))).toBe('allowed');
  });

  it('counts a guess never judged (its process ended) as wrong once it is 30 s old', async () => {
    const email = 'abandoned@example.net';
    vi.setSystemTime(new Date('2026-01-01T16:00:00.000Z'));
    for (let i = 0; i < 5; i++) await reserveGuess(email);
    expect(await outcome(reserveGuess(email))).toMatch(/^Several sign-ins of this account are being checked/);
    vi.setSystemTime(new Date('2026-01-01T16:00:30.500Z'));
    expect(await outcome(reserveGuess(email))).toBe(
      'Too many failed sign-ins. This account is locked for 15 minutes; try again later.',
    );
  });
});

import { env } from '../../config/env';
import { messages } from '@switchboard/shared';
import { giveBack, settle, takeSlot, type Hit } from '../../data/sliding-windows';
import { AppError } from '../../errors';

/** What a client address is limited on, each separately: signing in, registering, changing a password. */
export type AddressBucket = 'signin' | 'register' | 'password';

/** Refuses (429) more than SIGNIN_RATE_PER_MINUTE requests of a kind from one client address in any 60 seconds. */
export async function limitRate(bucket: AddressBucket, clientAddress: string): Promise<void> {
  const taken = await takeSlot(`RATE#${bucket}#${clientAddress}`, {
    limit: env().SIGNIN_RATE_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!taken.allowed) {
    const seconds = Math.max(1, Math.ceil(taken.resetsInMs / 1000));
    throw new AppError('tooMany', `Too many attempts from your address. Please wait ${seconds} s and try again.`);
  }
}

/** At most this many wrong passwords of one account are ever checked in LOCK_MINUTES, whichever form sent them. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_MINUTES = 15;

const minutes = (ms: number) => {
  const count = Math.max(1, Math.ceil(ms / 60_000));
  return `${count} minute${count === 1 ? '' : 's'}`;
};
export const lockedMessage = (resetsInMs = LOCK_MINUTES * 60_000) =>
  `Too many failed sign-ins. This account is locked for ${minutes(resetsInMs)}; try again later.`;

/** One password guess on an account, reserved before the password is checked. */
export interface Guess {
  /** The password was right: the guess does not count. */
  succeeded(): Promise<void>;
  /** The password was wrong: counts the guess and answers the refusal to throw (the lock once it was the last). */
  failed(wrongMessage: string): Promise<AppError>;
}

/**
 * Reserves a guess of the account's password, or refuses (429) when MAX_FAILED_SIGN_INS were checked in the last
 * LOCK_MINUTES. The reservation is an atomic slot claim made before the slow password check, so a burst of
 * guesses sent at once cannot all be checked; while some of the reserved ones are still being checked the refusal
 * asks to try again (a 429 that is no lock), and only MAX_FAILED_SIGN_INS judged wrong ones lock the account.
 */
export async function reserveGuess(email: string): Promise<Guess> {
  const windowMs = LOCK_MINUTES * 60_000;
  const taken = await takeSlot(`GUESS#${email}`, { limit: MAX_FAILED_SIGN_INS, windowMs, pending: true });
  if (!taken.allowed) {
    // Guesses still being checked may be right ones (a user signing in from several tabs at once): not a lock yet.
    throw new AppError('tooMany', taken.pending > 0 ? messages.msg_sign_in_busy : lockedMessage(taken.resetsInMs));
  }
  const hit: Hit = taken.hit;
  return {
    succeeded: () => giveBack(hit),
    failed: async (wrongMessage) => {
      await settle(hit);
      return taken.count >= MAX_FAILED_SIGN_INS
        ? new AppError('tooMany', lockedMessage(taken.resetsInMs))
        : new AppError('invalid', wrongMessage);
    },
  };
}

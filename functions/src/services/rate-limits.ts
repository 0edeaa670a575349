import { env } from '../config/env';
import { countRequest } from '../data/identity-records';
import { AppError } from '../http/errors';

/** Refuses (429) more than SIGNIN_RATE_PER_MINUTE requests of a kind from one client address per minute. */
export async function limitRate(bucket: 'signin' | 'register', clientAddress: string): Promise<void> {
  const count = await countRequest(bucket, clientAddress);
  if (count > env().SIGNIN_RATE_PER_MINUTE) {
    throw new AppError('tooMany', 'Too many attempts from your address. Please wait a minute and try again.');
  }
}

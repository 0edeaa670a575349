import { beforeAll } from 'vitest';
import type { Input } from './entities/fixture';
import { changedReads, storedData } from './stored-data';

/** How long the stored data may take to settle after the valid calls (work they start in the background). */
const SETTLE_READS = 10;

/**
 * The valid inputs of a sweep file's cases, all made in one beforeAll, in the order of its cases, instead of each at
 * the start of its case. A valid input's records are fresh and the sweeps' calls must store nothing, so the data
 * each case meets is the same as before; what changes is the reading of the stored data: a case's "before" is now
 * the previous case's "after" (storedData answers it again), one reading a case instead of two. Those readings (99
 * list reads each) were most of the fuzz's and the access sweep's time, not their cases. A valid call that fails
 * fails its own case, by its name.
 */
export function validInputsAhead<K>(
  keys: K[],
  make: (key: K) => Promise<Input>,
  name: (key: K) => string,
): (key: K) => Promise<Input> {
  const made = new Map<string, Promise<Input>>();
  beforeAll(async () => {
    for (const key of keys) {
      const input = Promise.resolve().then(() => make(key));
      made.set(name(key), input);
      await input.catch(() => undefined);
    }
    await settled();
  }, 600_000);
  return (key) => made.get(name(key)) ?? Promise.reject(new Error('its valid input was not made ahead'));
}

/** Reads the stored data until two readings agree (an index build or a timer started by a valid call has ended). */
async function settled(): Promise<void> {
  let last = await storedData();
  for (let read = 1; read < SETTLE_READS; read++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await storedData(true);
    if (changedReads(last, now).length === 0) return;
    last = now;
  }
}

import { requestsOverHttpSoFar, requestsSentSoFar } from '../client';
import { sweepsInProcess } from '../in-process';
import { storageWritesCounted, storageWritesSoFar } from '../storage-writes';
import type { Callable, CallInput, Outcome } from './callables';
import { provenToStoreNothing } from './stored-data';

/**
 * Proves without reading the stored data that a stretch of a sweep's calls stored nothing, or says it cannot: the
 * calls in-process are proven by the count of the storage writes their handlers sent (storage-writes.ts), a call
 * over HTTP by its twin, the same input sent in-process to the same handler on the same data, answering the same
 * status. When the writes did not move and every call over HTTP had such a twin, the stretch's requests change no
 * reading (storedData answers its last one again); otherwise the sweep reads the stored data as before. Only for
 * calls that must be refused: a refusal that writes nothing does so wherever its handler runs.
 */
export class WriteProof {
  private readonly writes = storageWritesSoFar();
  private readonly requests = requestsSentSoFar();
  private readonly overHttp = requestsOverHttpSoFar();
  private twinned = 0;

  /** Calls over HTTP as asked and, when the sweeps go in-process, its twin: answers the HTTP call's outcome. */
  async overHttpWithTwin(c: Callable, input: CallInput): Promise<Outcome> {
    const outcome = await c.invoke({ ...input, inProcess: false });
    if (!sweepsInProcess) return outcome;
    const twin = await c.invoke({ ...input, inProcess: true });
    if (twin.status === outcome.status) this.twinned += 1;
    return outcome;
  }

  /** Ends the stretch: answers whether it stored nothing by the proof (else the stored data must be read). */
  end(): boolean {
    const proven =
      storageWritesCounted() &&
      storageWritesSoFar() === this.writes &&
      requestsOverHttpSoFar() - this.overHttp === this.twinned;
    if (proven) provenToStoreNothing(requestsSentSoFar() - this.requests);
    return proven;
  }
}

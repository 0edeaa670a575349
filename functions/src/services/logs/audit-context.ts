import { AsyncLocalStorage } from 'node:async_hooks';
import type { Principal } from '../../auth/principal';
import { log } from '../../log/log';

/** Who is writing, from where: what a request tells every usage log written while it runs. */
export interface AuditScope {
  principal?: Principal;
  /** "address; user agent", as LogClient shows it. */
  client: string;
  requestId: string;
  /** Log writes started during the request: run beside the answer's work and awaited before it is answered. */
  pending: Promise<unknown>[];
  /**
   * How many days an organization's logs are kept (services/logs/retention.ts). The request's entry hands it over: the
   * organization's settings are EntityRepositories, which log, so the log writer importing them would be an import
   * cycle (once broken by a dynamic import, which made esbuild wrap and evaluate all of shared at every cold start).
   */
  retentionDays: (organizationId: string) => Promise<number>;
  /** The names of records a log names by id (services/logs/reference-names.ts), handed over for the same reason. */
  referenceNames: (
    asked: Iterable<{ field: string; id: string }>,
    organizationId: string,
  ) => Promise<Map<string, string>>;
}

const storage = new AsyncLocalStorage<AuditScope>();

/** The scope of the running request; none off the request path (seed, start-up upgrades): such writes log nothing. */
export const auditScope = () => storage.getStore();

/**
 * Runs a request's work in an audit scope, then waits for the log writes it started. A log that fails to write is
 * reported on the server's log (without its text) and never turns a write that succeeded into an error.
 */
export async function audited<T>(scope: Omit<AuditScope, 'pending'>, work: () => Promise<T>): Promise<T> {
  const state: AuditScope = { ...scope, pending: [] };
  try {
    return await storage.run(state, work);
  } finally {
    const results = await Promise.allSettled(state.pending);
    for (const result of results) {
      if (result.status === 'rejected') {
        const error = result.reason as Error | undefined;
        log('error', 'usage log not written', {
          requestId: scope.requestId,
          error: error?.name,
          detail: error?.message,
        });
      }
    }
  }
}

let enabled = true;

/** For `npm run bench` only: the same write with and without its usage log, interleaved in one process. */
export function setUsageLogsForBenchmark(on: boolean): void {
  enabled = on;
}

/** Starts a log write beside the request's work (awaited before the answer); off the request path, it is dropped. */
export function startLogWrite(write: (scope: AuditScope) => Promise<unknown>): void {
  const scope = auditScope();
  if (scope && enabled) scope.pending.push(write(scope));
}

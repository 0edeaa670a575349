import { keyedItems, type ItemKey } from '../../data/keyed-items';
import type { ConnectionRecord } from '../connections/connections-repository';

/**
 * The setup's pending list (spec part 2 §7: a per-session list in the original, kept in server memory). Lambdas
 * keep no memory between calls, so it is one stored item per organization and user, in the Identity table (its
 * TTL attribute expiresAt sweeps abandoned lists): two tabs of one user see the same list. Every change is a
 * conditional write on its Version. The credentials of an entry are never here: each entry's live in a secret of
 * its own (pendingSetupSecretName), named by SecretName.
 */
export interface PendingEntry {
  EntryID: string;
  /** The connection it becomes when the setup is submitted (its IntegrationConfigurationID is fixed already). */
  Record: ConnectionRecord;
  SecretName?: string;
}

export interface SetupDraft {
  Entries: PendingEntry[];
  Version: number;
  /** Epoch seconds: a list nobody touched for this long is dropped (with its secrets). */
  expiresAt: number;
}

/** How long a pending list is kept after its last change. */
export const DRAFT_TTL_SECONDS = 7 * 24 * 60 * 60;

export const drafts = keyedItems<SetupDraft>('Identity');
export const draftKey = (organizationId: string, email: string): ItemKey => ({
  pk: `SETUPDRAFT#${organizationId}#${email.toLowerCase()}`,
  sk: 'DRAFT',
});

import type { Principal } from '../../auth/principal';
import { deleteSecret } from '../../data/secrets';
import { AppError } from '../../errors';
import { DRAFT_TTL_SECONDS, draftKey, drafts, type PendingEntry } from './organization-repository';

const now = () => Math.floor(Date.now() / 1000);
const ATTEMPTS = 8;

interface Read {
  entries: PendingEntry[];
  /** 0 when there is no stored list. */
  version: number;
}

const deleteSecretsOf = async (entries: PendingEntry[]) => {
  for (const entry of entries) if (entry.SecretName) await deleteSecret(entry.SecretName);
};

/** The user's pending list; an expired one is dropped with its secrets (TTL sweeping is not immediate). */
export async function readDraft(principal: Principal): Promise<Read> {
  const key = draftKey(principal.organizationId, principal.email);
  const item = await drafts.get(key);
  if (!item) return { entries: [], version: 0 };
  if (item.expiresAt >= now()) return { entries: item.Entries, version: item.Version };
  const dropped = await drafts.delete(key, { expression: 'Version = :v', values: { ':v': item.Version } });
  if (dropped) await deleteSecretsOf(item.Entries);
  return readDraft(principal);
}

/**
 * Changes the pending list with a conditional write on its Version, reading it again when another tab changed it
 * meanwhile (the change is the server's own merge, so it is tried again on the newest list). `change` may refuse
 * (throw) on the list it is given.
 */
export async function changeDraft(
  principal: Principal,
  change: (entries: PendingEntry[]) => PendingEntry[],
): Promise<{ before: PendingEntry[]; after: PendingEntry[] }> {
  const key = draftKey(principal.organizationId, principal.email);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { entries, version } = await readDraft(principal);
    const after = change(entries);
    const condition =
      version === 0
        ? { expression: 'attribute_not_exists(pk)' }
        : { expression: 'Version = :v', values: { ':v': version } };
    const written = after.length
      ? await drafts.put(key, { Entries: after, Version: version + 1, expiresAt: now() + DRAFT_TTL_SECONDS }, condition)
      : version === 0 || (await drafts.delete(key, condition));
    if (written) return { before: entries, after };
  }
  throw new AppError('conflict', 'The pending list is being changed elsewhere. Reload it and try again.');
}
